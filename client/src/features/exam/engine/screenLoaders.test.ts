import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SimuladoDetail } from '@gabaritei/shared';
import { reviewScreen } from './screenLoaders';

describe('reviewScreen', () => {
  it('keeps the Errata notices of the paper’s corrections on the corrected questions', async () => {
    const queryClient = { fetchQuery: async () => [] } as unknown as QueryClient;
    const simulado = {
      id: 's1',
      format: 'ABCDE',
      questions: [
        { id: 'q1', text: '<p>Corrigido</p>', baseTextId: null },
        { id: 'q2', text: '<p>Outra</p>', baseTextId: null },
      ],
      baseTexts: [],
      errata: [
        {
          target: 'QUESTION',
          targetId: 'q1',
          field: 'text',
          reason: 'Faltava uma palavra',
          correctedAt: '2026-12-08T10:00:00.000Z',
        },
      ],
    } as unknown as SimuladoDetail;
    const screen = await reviewScreen(queryClient, simulado, 'Modo revisão');
    expect(screen.errata).toEqual({
      q1: [
        'Errata: o enunciado desta questão foi corrigido durante a prova. Motivo: Faltava uma palavra',
      ],
    });
  });
});
