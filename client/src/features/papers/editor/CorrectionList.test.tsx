import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CorrectionEntry } from '@gabaritei/shared';
import { CorrectionList } from './CorrectionList';

const correction = (over: Partial<CorrectionEntry>): CorrectionEntry => ({
  id: 'c1',
  target: 'QUESTION',
  targetId: 'q3',
  questionNumber: 3,
  field: 'optionB',
  before: '<p>R$ 1.100,00</p>',
  after: '<p>R$ 11.000,00</p>',
  reason: 'Erro de digitação no valor',
  correctedBy: 'u1',
  createdAt: '2026-11-26T13:05:00.000Z',
  paperVersion: '15',
  ...over,
});

describe('CorrectionList', () => {
  it('lists each correction dated, newest first, without the paper version counter', () => {
    render(
      <MantineProvider env="test">
        <CorrectionList
          corrections={[
            correction({}),
            correction({
              id: 'c2',
              target: 'BASE_TEXT',
              questionNumber: null,
              field: 'contentHtml',
              reason: 'Linha 14 trocada',
              createdAt: '2026-11-26T17:30:00.000Z',
              paperVersion: '16',
            }),
          ]}
        />
      </MantineProvider>,
    );
    const items = within(screen.getByRole('list', { name: 'Correções' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '26/11/2026, 14:30 — Texto associadoLinha 14 trocada',
      '26/11/2026, 10:05 — Questão 3 · Alternativa BErro de digitação no valor',
    ]);
    expect(screen.queryByText(/Versão/)).toBeNull();
  });
});
