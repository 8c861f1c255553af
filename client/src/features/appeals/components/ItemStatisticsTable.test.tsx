import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyEmbargoMessage, type ItemStatistics } from '@gabaritei/shared';
import { theme } from '../../../app/theme';
import { ItemStatisticsTable } from './ItemStatisticsTable';

const release = '2026-12-10T17:15:00.000Z';

function renderTable(stats: ItemStatistics) {
  return render(
    <MantineProvider theme={theme}>
      <ItemStatisticsTable stats={stats} />
    </MantineProvider>,
  );
}

describe('ItemStatisticsTable', () => {
  it('shows the participation and when the figures open while the key is embargoed', () => {
    renderTable({
      participants: 3,
      computedAt: null,
      questions: [],
      keyReleasesAt: release,
      message: keyEmbargoMessage(release, 'statistics'),
    });
    expect(screen.getByRole('status').textContent).toBe(
      'As estatísticas por questão serão liberadas com o gabarito, em 10/12/2026 às 14:15 (horário de Brasília).',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('3 participantes (tentativas oficiais)')).toBeTruthy();
  });

  it('shows the table once the key is out', () => {
    renderTable({
      participants: 1,
      computedAt: release,
      questions: [
        {
          questionId: 'q-1',
          number: 1,
          facility: 1,
          discrimination: null,
          options: { B: 1 },
          blank: 0,
          annulled: false,
          flags: [],
        },
      ],
      keyReleasesAt: null,
      message: null,
    });
    expect(screen.getByRole('table')).toBeTruthy();
    // One attempt reads in the singular.
    expect(screen.getByText('1 participante (tentativa oficial)')).toBeTruthy();
  });

  it("shows each item's key and only the paper's options: no 'E' row on A–D", () => {
    renderTable({
      participants: 2,
      computedAt: release,
      format: 'ABCD',
      questions: [
        {
          questionId: 'q-1',
          number: 1,
          facility: 0.5,
          discrimination: null,
          options: { B: 1, C: 1 },
          blank: 0,
          annulled: false,
          flags: [],
          text: '<p>Qual é a capital?</p>',
          correctOption: 'C',
        },
      ],
      keyReleasesAt: null,
      message: null,
    });
    expect(screen.getByTestId('item-key').textContent).toBe('Gabarito: C');
    expect(screen.getByText('C ✓')).toBeTruthy();
    expect(screen.queryByText('E')).toBeNull();
    for (const letter of ['A', 'B', 'D']) expect(screen.getByText(letter)).toBeTruthy();
  });
});
