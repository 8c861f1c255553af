import { describe, expect, it } from 'vitest';
import {
  corrections,
  emptyQuestion,
  questionToInput,
  richFieldsOf,
  type EditorQuestion,
} from './questionDraft';

const question: EditorQuestion = {
  id: '11111111-1111-4111-8111-111111111111',
  text: '<p>Assinale a alternativa <strong>INCORRETA</strong>.</p>',
  optionA: '<p>um</p>',
  optionB: '<p>dois</p>',
  optionC: '<p>três</p>',
  optionD: '<p>quatro</p>',
  optionE: null,
  correctOption: 'B',
  weight: 1,
  subject: null,
  explanation: null,
  baseTextId: null,
};

describe('the question draft', () => {
  it('corrects only the text fields that changed, each with the reason', () => {
    const draft = {
      ...questionToInput(question),
      optionC: '<p>tres</p>',
      correctOption: 'A' as const,
    };
    expect(corrections(question, draft, 'Erro de digitação')).toEqual([
      {
        target: 'QUESTION',
        id: question.id,
        field: 'optionC',
        html: '<p>tres</p>',
        reason: 'Erro de digitação',
      },
    ]);
  });

  it('gives Certo/Errado items no options and A–E papers five', () => {
    expect(richFieldsOf('CERTO_ERRADO').map((f) => f.field)).toEqual(['text', 'explanation']);
    expect(richFieldsOf('ABCDE')).toHaveLength(7);
    expect(emptyQuestion('CERTO_ERRADO').correctOption).toBe('C');
    expect(emptyQuestion('ABCDE').optionE).toBe('');
  });
});
