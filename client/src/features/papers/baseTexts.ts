import type { BaseText } from '@gabaritei/shared';

export type { BaseText };

/** A run of consecutive questions: under one base text, or loose (baseText null). */
export type PaperSegment<Q> = {
  baseText: BaseText | null;
  items: Array<{ question: Q; index: number }>;
};

/** 'Texto I — questões 1 a 5' (or 'questão 3' for a text that serves one). */
export function baseTextLabel(baseText: BaseText): string {
  const { firstQuestion: first, lastQuestion: last } = baseText;
  const range = first === last ? `questão ${first}` : `questões ${first} a ${last}`;
  return `${baseText.title} — ${range}`;
}

/** The base text that serves the question at `index` (0-based), if any. */
export function baseTextAt(baseTexts: readonly BaseText[], index: number): BaseText | null {
  const position = index + 1;
  return baseTexts.find((t) => t.firstQuestion <= position && position <= t.lastQuestion) ?? null;
}

/**
 * Splits the shown questions into runs that share a base text, keeping their order.
 * `offset` is the paper index of the first shown question (one-per-screen layout).
 */
export function segmentPaper<Q>(
  questions: readonly Q[],
  baseTexts: readonly BaseText[],
  offset = 0,
): PaperSegment<Q>[] {
  const segments: PaperSegment<Q>[] = [];
  questions.forEach((question, i) => {
    const index = offset + i;
    const baseText = baseTextAt(baseTexts, index);
    const last = segments.at(-1);
    if (last && last.baseText?.id === baseText?.id) last.items.push({ question, index });
    else segments.push({ baseText, items: [{ question, index }] });
  });
  return segments;
}
