import { describe, expect, it } from 'vitest';
import { appealWindowState } from './appealWindow';
import { withKeyDecisions } from './withKeyDecisions';

const OPENS = '2026-11-26T13:00:00.000Z';
const CLOSES = '2026-11-28T13:00:00.000Z';
const window = { opensAt: OPENS, closesAt: CLOSES, open: false, eligible: true, decisions: [] };

describe('appealWindowState', () => {
  it('offers the action only while open for a submitted official attempt', () => {
    expect(appealWindowState({ ...window, open: true }, new Date(OPENS))).toEqual({
      canFile: true,
      line: "Prazo de recursos aberto até 28/11/2026, 10:00: use 'Interpor recurso' na questão.",
    });
    expect(appealWindowState({ ...window, open: true, eligible: false }, new Date(OPENS))).toEqual({
      canFile: false,
      line:
        'Só quem entregou a prova oficial deste simulado pode interpor recurso. ' +
        'Prazo: de 26/11/2026, 10:00 até 28/11/2026, 10:00.',
    });
  });

  it('says when the window opens, or when it closed', () => {
    expect(appealWindowState(window, new Date('2026-11-26T12:00:00.000Z')).line).toBe(
      'O prazo de recursos vai de 26/11/2026, 10:00 até 28/11/2026, 10:00.',
    );
    expect(appealWindowState(window, new Date('2026-11-29T12:00:00.000Z'))).toEqual({
      canFile: false,
      line: 'O prazo de recursos terminou em 28/11/2026, 10:00.',
    });
    expect(appealWindowState({ ...window, closesAt: null }, new Date()).canFile).toBe(false);
  });
});

describe('withKeyDecisions', () => {
  it('gives a review opened before the decisions the definitive key and ANULADA', () => {
    const question = (id: string) => ({
      id,
      text: id,
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      weight: 1,
    });
    const state = {
      userId: 'u',
      simuladoId: 's',
      questions: [question('q1'), question('q2'), question('q3')],
      answers: [
        {
          questionId: 'q1',
          selectedOption: 'A' as const,
          correctOption: 'A' as const,
          isCorrect: true,
        },
        {
          questionId: 'q2',
          selectedOption: 'B' as const,
          correctOption: 'C' as const,
          isCorrect: false,
        },
        { questionId: 'q3', selectedOption: null, correctOption: 'D' as const, isCorrect: false },
      ],
    };
    const decided = withKeyDecisions(state as never, [
      {
        questionId: 'q2',
        correctOption: 'B',
        annulledReason: null,
        keyChangedReason: 'Erro material.',
      },
      { questionId: 'q3', correctOption: 'D', annulledReason: 'Ambígua.', keyChangedReason: null },
    ]);
    expect(decided.answers).toEqual([
      state.answers[0],
      {
        ...state.answers[1],
        correctOption: 'B',
        isCorrect: true,
        annulledReason: null,
        keyChangedReason: 'Erro material.',
      },
      { ...state.answers[2], isCorrect: true, annulledReason: 'Ambígua.', keyChangedReason: null },
    ]);
    expect(withKeyDecisions(state as never, [])).toBe(state);
  });
});
