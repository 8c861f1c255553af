import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitConfirmDialog } from './ExamDialogs';

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000 - 500).toISOString();

function confirmDialog(props: {
  unanswered: number;
  marked: number;
  scoring: 'STANDARD' | 'CEBRASPE';
}) {
  render(
    <MantineProvider env="test">
      <SubmitConfirmDialog
        opened
        total={10}
        expiresAt={inTenMinutes()}
        offsetMs={0}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
        {...props}
      />
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Enviar a prova agora?' });
}

describe('SubmitConfirmDialog, before an official attempt is sent', () => {
  it('says a Cebraspe blank scores zero, never that it counts as an error', () => {
    const dialog = confirmDialog({ unanswered: 2, marked: 1, scoring: 'CEBRASPE' });
    expect(within(dialog).getByTestId('confirm-unanswered').textContent).toBe(
      '2 questões sem resposta (de 10).',
    );
    expect(within(dialog).getByTestId('confirm-marked').textContent).toBe(
      "1 questão ainda marcada para 'Revisar depois'.",
    );
    expect(within(dialog).getByTestId('confirm-time-left').textContent).toMatch(
      /^Tempo restante: (10:00|09:5\d)$/,
    );
    const rule = within(dialog).getByTestId('confirm-rule').textContent ?? '';
    expect(rule).toContain('Itens em branco valem zero: não somam nem descontam pontos.');
    expect(rule).not.toContain('contam como erro');
    expect(within(dialog).getByRole('button', { name: 'Enviar mesmo assim' })).toBeTruthy();
  });

  it('still asks with every question answered and none marked', () => {
    const dialog = confirmDialog({ unanswered: 0, marked: 0, scoring: 'STANDARD' });
    expect(within(dialog).getByTestId('confirm-unanswered').textContent).toBe(
      'Todas as 10 questões respondidas.',
    );
    expect(within(dialog).getByRole('button', { name: 'Enviar agora' })).toBeTruthy();
  });
});
