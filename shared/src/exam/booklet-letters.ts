import type { Option } from '../limits';
import type { PublicQuestion } from '../catalogue/schemas';
import { optionLettersOf, type SimuladoFormat } from '../scoring/formats';

/**
 * Her booklet's options in the order she saw them: `shown` is the letter printed beside it in
 * her booklet (A for the first), `option` the canonical letter of the prova-mãe she answered,
 * was graded and is keyed by. Without an order (or one that does not fit the format), the
 * printed A, B, C…; a Certo/Errado item has no lettered options and gives none.
 */
export function bookletLetters(
  format: SimuladoFormat,
  optionOrder: readonly Option[] | undefined,
): { shown: Option; option: Option }[] {
  const letters = optionLettersOf(format);
  const order = optionOrder?.length === letters.length ? optionOrder : letters;
  return order.map((option, i) => ({ shown: letters[i]!, option }));
}

/** The letter her booklet printed beside a canonical option ('C' where the prova-mãe says 'A'). */
export function shownLetter(
  format: SimuladoFormat,
  optionOrder: readonly Option[] | undefined,
  option: Option,
): Option {
  return bookletLetters(format, optionOrder).find((o) => o.option === option)?.shown ?? option;
}

/** Whether her booklet printed some option under another letter than the prova-mãe. */
export function lettersDiffer(
  format: SimuladoFormat,
  optionOrder: readonly Option[] | undefined,
): boolean {
  return bookletLetters(format, optionOrder).some((o) => o.shown !== o.option);
}

/**
 * A canonical option named for her: 'C' when both agree (or for Certo/Errado), else
 * 'A na prova-mãe, C na sua' — the key, appeals and statistics speak the prova-mãe's
 * letters, she remembers her own.
 */
export function bothLetters(
  format: SimuladoFormat,
  optionOrder: readonly Option[] | undefined,
  option: Option,
): string {
  const shown = shownLetter(format, optionOrder, option);
  return shown === option ? option : `${option} na prova-mãe, ${shown} na sua`;
}

/** The text of option A–E of a question ('' where the question has none). */
export function optionTextOf(
  question: Pick<PublicQuestion, 'optionA' | 'optionB' | 'optionC' | 'optionD' | 'optionE'>,
  option: Option,
): string {
  const texts = {
    A: question.optionA,
    B: question.optionB,
    C: question.optionC,
    D: question.optionD,
    E: question.optionE ?? '',
  };
  return texts[option];
}
