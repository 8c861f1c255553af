import {
  answerLabel,
  optionLettersOf,
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

/** A question as the exam screen may get it: with her booklet's option order when shuffled. */
type BookletQuestion = PublicQuestion & { optionOrder?: readonly Option[] };

/**
 * Her booklet's options in the order she sees them: `shown` is the letter printed beside
 * it (A for the first), `option` the canonical letter she answers, strikes and is graded by
 * (the server never needs her order). Without an order, the printed A, B, C….
 */
export function bookletOptions(
  question: BookletQuestion,
  format: SimuladoFormat,
): { shown: Option; option: Option }[] {
  const letters = optionLettersOf(format);
  const order = question.optionOrder?.length === letters.length ? question.optionOrder : letters;
  return order.map((option, i) => ({ shown: letters[i]!, option }));
}

/** The canonical letter behind the one her booklet shows (a key press names the shown one). */
export function canonicalOption(
  question: BookletQuestion,
  format: SimuladoFormat,
  shown: Option,
): Option {
  return bookletOptions(question, format).find((o) => o.shown === shown)?.option ?? shown;
}
