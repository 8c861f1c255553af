import { describe, expect, it } from 'vitest';
import type { ExamErrata, ExamSession, SimuladoDetail } from '@gabaritei/shared';
import { examReducer, initialExamState, type ExamScreen, type ExamState } from './examMachine';

const question = (id: string, baseTextId: string | null = null) => ({
  id,
  text: `<p>Enunciado ${id}</p>`,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  optionE: 'e',
  weight: 1,
  subject: null,
  baseTextId,
});
const simulado = {
  id: 's1',
  title: 'Simulado',
  format: 'ABCDE',
  questions: [
    { ...question('q1'), optionOrder: ['C', 'A', 'B', 'D', 'E'] },
    question('q2', 'bt1'),
    question('q3', 'bt1'),
  ],
  baseTexts: [
    {
      id: 'bt1',
      title: 'Texto I',
      contentHtml: '<p>velho</p>',
      lineNumbers: true,
      firstQuestion: 2,
      lastQuestion: 3,
    },
  ],
} as unknown as SimuladoDetail;
const session = { id: 'ses-1', status: 'IN_PROGRESS' } as unknown as ExamSession;
const screen: ExamScreen = {
  simulado,
  mode: 'EXAM',
  session,
  queue: null,
  answers: { q1: 'B' },
  flags: {},
  review: null,
  banner: null,
};
const answering: ExamState = examReducer(examReducer(initialExamState, { type: 'LOAD' }), {
  type: 'OPENED',
  screen,
});
const common = {
  simuladoId: 's1',
  paperVersion: '9',
  reason: 'Erro de digitação',
  correctedAt: '2026-12-08T10:00:00.000Z',
};

describe('exam:errata on the open paper', () => {
  it('replaces an option in place, keeps her answer, and names the letter of her booklet', () => {
    const errata: ExamErrata = {
      ...common,
      target: 'QUESTION',
      targetId: 'q1',
      field: 'optionA',
      html: '<p>a corrigida</p>',
    };
    const next = examReducer(answering, { type: 'ERRATA_ARRIVED', errata });
    expect(next.screen!.simulado.questions[0]!.optionA).toBe('<p>a corrigida</p>');
    expect(next.screen!.answers).toEqual({ q1: 'B' });
    // Her booklet prints the prova-mãe's A second: 'alternativa B' for her.
    expect(next.screen!.errata).toEqual({
      q1: ['Errata: a alternativa B foi corrigida durante a prova. Motivo: Erro de digitação'],
    });
    // The same push twice (a reconnect) adds no second notice.
    const again = examReducer(next, { type: 'ERRATA_ARRIVED', errata });
    expect(again.screen!.errata!.q1).toHaveLength(1);
  });

  it('puts a base text correction on every question of its block', () => {
    const errata: ExamErrata = {
      ...common,
      target: 'BASE_TEXT',
      targetId: 'bt1',
      field: 'contentHtml',
      html: '<p>novo</p>',
    };
    const next = examReducer(answering, { type: 'ERRATA_ARRIVED', errata });
    expect(next.screen!.simulado.baseTexts![0]!.contentHtml).toBe('<p>novo</p>');
    expect(Object.keys(next.screen!.errata!)).toEqual(['q2', 'q3']);
    expect(next.screen!.errata!.q2![0]).toContain("o texto-base 'Texto I' foi corrigido");
  });

  it('ignores another simulado, an unknown target and a screen that is not answering', () => {
    const errata: ExamErrata = {
      ...common,
      target: 'QUESTION',
      targetId: 'q1',
      field: 'text',
      html: '<p>novo</p>',
    };
    const other = { ...errata, simuladoId: 's2' };
    expect(examReducer(answering, { type: 'ERRATA_ARRIVED', errata: other })).toBe(answering);
    const unknown = { ...errata, targetId: 'nope' };
    expect(examReducer(answering, { type: 'ERRATA_ARRIVED', errata: unknown })).toBe(answering);
    expect(examReducer(initialExamState, { type: 'ERRATA_ARRIVED', errata })).toBe(
      initialExamState,
    );
  });
});
