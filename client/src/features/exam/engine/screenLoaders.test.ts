import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ExamSession, SimuladoDetail } from '@gabaritei/shared';
import { resetSaveQueues } from '../save-queue/saveQueueRegistry';
import { examScreen, reviewScreen } from './screenLoaders';

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

describe('examScreen', () => {
  it('shows on a reload the notices of corrections made earlier, in her booklet’s letters', () => {
    const simulado = {
      id: 's1',
      format: 'ABCDE',
      questions: [],
      baseTexts: [],
      errata: [
        {
          target: 'QUESTION',
          targetId: 'q1',
          field: 'optionA',
          reason: 'Vírgula',
          correctedAt: '2026-12-08T10:00:00.000Z',
        },
      ],
    } as unknown as SimuladoDetail;
    const session = {
      id: 'ses-errata',
      status: 'IN_PROGRESS',
      serverNow: '2026-12-08T10:05:00.000Z',
      answersData: {},
      flags: {},
      // Her booklet prints the prova-mãe's A fourth.
      questions: [{ id: 'q1', text: '<p>x</p>', optionOrder: ['B', 'C', 'D', 'A', 'E'] }],
      baseTexts: [],
    } as unknown as ExamSession;
    const { screen } = examScreen(simulado, session, Date.now(), () => Date.now());
    expect(screen.errata).toEqual({
      q1: ['Errata: a alternativa D foi corrigida durante a prova. Motivo: Vírgula'],
    });
    resetSaveQueues();
  });
});
