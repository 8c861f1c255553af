import {
  answerLabel,
  type Option,
  type PublicQuestion,
  type SimuladoFormat,
} from '@gabaritei/shared';

/** The text of option A–E of a question ('' where the question has none). */
export function optionText(question: PublicQuestion, option: Option): string {
  const texts = {
    A: question.optionA,
    B: question.optionB,
    C: question.optionC,
    D: question.optionD,
    E: question.optionE ?? '',
  };
  return texts[option];
}

/** An answer as people read it: 'Certo' / 'Errado', or 'B) its text'. */
export function answerText(
  format: SimuladoFormat,
  question: PublicQuestion | undefined,
  option: Option,
): string {
  if (format === 'CERTO_ERRADO') return answerLabel(format, option);
  return question ? `${option}) ${optionText(question, option)}` : option;
}
