import {
  CORRECTION_FIELDS,
  SIMULADO_FORMATS,
  type CorrectionInput,
  type EditorPaper,
  type QuestionInput,
  type SimuladoFormat,
} from '@gabaritei/shared';

export type EditorQuestion = EditorPaper['questions'][number];
export type RichField = (typeof CORRECTION_FIELDS)[number];

/** The paper's format, read defensively (the editor paper carries it as a string). */
export function formatOf(paper: EditorPaper): SimuladoFormat {
  return (SIMULADO_FORMATS as readonly string[]).includes(paper.format)
    ? (paper.format as SimuladoFormat)
    : 'ABCD';
}

/** A blank question of the paper's format (Certo/Errado items have no options). */
export function emptyQuestion(format: SimuladoFormat): QuestionInput {
  return {
    text: '',
    optionA: '',
    optionB: '',
    optionC: '',
    optionD: '',
    optionE: format === 'ABCDE' ? '' : null,
    correctOption: format === 'CERTO_ERRADO' ? 'C' : 'A',
    weight: 1,
    subject: null,
    explanation: null,
    baseTextId: null,
  };
}

export function questionToInput(question: EditorQuestion): QuestionInput {
  return {
    text: question.text,
    optionA: question.optionA,
    optionB: question.optionB,
    optionC: question.optionC,
    optionD: question.optionD,
    optionE: question.optionE,
    correctOption: question.correctOption,
    weight: question.weight,
    subject: question.subject,
    explanation: question.explanation,
    baseTextId: question.baseTextId,
  };
}

/**
 * Once attempts exist: the text fields the admin changed, one correction each with the same
 * reason (the server keeps each in the audit list and bumps the paper version).
 */
export function corrections(
  question: EditorQuestion,
  draft: QuestionInput,
  reason: string,
): CorrectionInput[] {
  return CORRECTION_FIELDS.filter((field) => (draft[field] ?? '') !== (question[field] ?? '')).map(
    (field) => ({ target: 'QUESTION', id: question.id, field, html: draft[field] ?? '', reason }),
  );
}

/** The rich fields a format shows, with their labels. */
export function richFieldsOf(format: SimuladoFormat): Array<{ field: RichField; label: string }> {
  const options: RichField[] =
    format === 'CERTO_ERRADO'
      ? []
      : format === 'ABCDE'
        ? ['optionA', 'optionB', 'optionC', 'optionD', 'optionE']
        : ['optionA', 'optionB', 'optionC', 'optionD'];
  return [
    { field: 'text', label: format === 'CERTO_ERRADO' ? 'Item (afirmação)' : 'Enunciado' },
    ...options.map((field) => ({ field, label: `Alternativa ${field.slice(-1)}` })),
    { field: 'explanation', label: 'Comentário do gabarito (opcional)' },
  ];
}
