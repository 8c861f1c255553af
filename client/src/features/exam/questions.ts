import type { Option, PublicQuestion } from '@gabaritei/shared';

/** The text of option A–D of a question. */
export function optionText(question: PublicQuestion, option: Option): string {
  const texts = {
    A: question.optionA,
    B: question.optionB,
    C: question.optionC,
    D: question.optionD,
  };
  return texts[option];
}
