import { describe, expect, it } from 'vitest';
import type { BaseText } from '../content/schemas';
import { applyErrata, errataNotice, errataNotices, isPaperField, type ExamErrata } from './errata';
import type { ExamQuestion } from './schemas';

const question: ExamQuestion = {
  id: 'q1',
  text: '<p>Quanto é 2 + 2?</p>',
  optionA: '3',
  optionB: '4',
  optionC: '5',
  optionD: '6',
  optionE: '7',
  weight: 1,
  subject: null,
  baseTextId: 'bt1',
  // Her booklet prints the prova-mãe's A third.
  optionOrder: ['B', 'C', 'A', 'D', 'E'],
};
const baseText: BaseText = {
  id: 'bt1',
  title: 'Texto I',
  contentHtml: '<p>linha</p>',
  lineNumbers: true,
  firstQuestion: 1,
  lastQuestion: 1,
};
const base = {
  simuladoId: 's1',
  paperVersion: '7',
  reason: 'Erro de digitação',
  correctedAt: '2026-12-08T10:00:00.000Z',
};

describe('errata', () => {
  it('applies a statement, an option or a base text in place, and ignores what is not there', () => {
    const paper = { questions: [question], baseTexts: [baseText] };
    const text: ExamErrata = {
      ...base,
      target: 'QUESTION',
      targetId: 'q1',
      field: 'text',
      html: '<p>Quanto é 2 + 3?</p>',
    };
    expect(applyErrata(paper, text).questions[0]!.text).toBe('<p>Quanto é 2 + 3?</p>');
    const option: ExamErrata = { ...text, field: 'optionA', html: '3,0' };
    expect(applyErrata(paper, option).questions[0]!.optionA).toBe('3,0');
    const block: ExamErrata = {
      ...base,
      target: 'BASE_TEXT',
      targetId: 'bt1',
      field: 'contentHtml',
      html: '<p>nova</p>',
    };
    expect(applyErrata(paper, block).baseTexts[0]!.contentHtml).toBe('<p>nova</p>');
    expect(applyErrata(paper, { ...text, targetId: 'other' })).toBe(paper);
    expect(question.text).toBe('<p>Quanto é 2 + 2?</p>');
  });

  it('says what changed in her booklet’s letters, with the reason', () => {
    const option: ExamErrata = {
      ...base,
      target: 'QUESTION',
      targetId: 'q1',
      field: 'optionA',
      html: '3,0',
    };
    expect(errataNotice(option, question.optionOrder, 'ABCDE')).toBe(
      'Errata: a alternativa C foi corrigida durante a prova. Motivo: Erro de digitação',
    );
    expect(errataNotice({ ...option, field: 'text' }, question.optionOrder, 'ABCDE')).toBe(
      'Errata: o enunciado desta questão foi corrigido durante a prova. Motivo: Erro de digitação',
    );
    const block: ExamErrata = { ...option, target: 'BASE_TEXT', field: 'contentHtml' };
    expect(errataNotice(block, question.optionOrder, 'ABCDE', 'Texto I')).toBe(
      "Errata: o texto-base 'Texto I' foi corrigido durante a prova. Motivo: Erro de digitação",
    );
  });

  it('never counts the commented key as a paper field', () => {
    expect(isPaperField('explanation')).toBe(false);
    expect(isPaperField('optionE')).toBe(true);
    expect(isPaperField('contentHtml')).toBe(true);
  });

  it('keeps the notices of the corrections for the review, a block’s on each of its questions', () => {
    const second = { ...question, id: 'q2', optionOrder: undefined };
    const notices = errataNotices(
      { questions: [question, second], baseTexts: [baseText] },
      [
        { ...base, target: 'BASE_TEXT', targetId: 'bt1', field: 'title' },
        {
          ...base,
          target: 'QUESTION',
          targetId: 'q1',
          field: 'optionA',
          correctedAt: '2026-12-08T09:00:00.000Z',
        },
      ],
      'ABCDE',
    );
    expect(notices).toEqual({
      q1: [
        'Errata: a alternativa C foi corrigida durante a prova. Motivo: Erro de digitação',
        'Errata: o título do texto-base foi corrigido durante a prova. Motivo: Erro de digitação',
      ],
      q2: [
        'Errata: o título do texto-base foi corrigido durante a prova. Motivo: Erro de digitação',
      ],
    });
  });
});
