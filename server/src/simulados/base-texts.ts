import type { BaseText } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { listBaseTexts, type BaseTextRow } from './base-texts.repository';

/** What the block computation needs of a question, in paper order. */
export type BlockMember = { base_text_id: string | null };

/**
 * Base texts as a paper shows them, each with the numbers (1-based, in paper order) of the
 * questions it serves, ordered by its first question. `withEmpty` keeps those that serve
 * no question yet (the editor; 0 as their numbers); a candidate's paper leaves them out.
 */
export function presentBaseTexts(
  rows: Pick<BaseTextRow, 'id' | 'title' | 'content_html' | 'line_numbers'>[],
  questions: BlockMember[],
  options: { withEmpty?: boolean } = {},
): BaseText[] {
  const ranges = new Map<string, { first: number; last: number }>();
  questions.forEach((q, index) => {
    if (!q.base_text_id) return;
    const range = ranges.get(q.base_text_id);
    if (range) range.last = index + 1;
    else ranges.set(q.base_text_id, { first: index + 1, last: index + 1 });
  });
  return rows
    .filter((row) => options.withEmpty || ranges.has(row.id))
    .map((row) => ({
      id: row.id,
      title: row.title,
      contentHtml: row.content_html,
      lineNumbers: row.line_numbers,
      firstQuestion: ranges.get(row.id)?.first ?? 0,
      lastQuestion: ranges.get(row.id)?.last ?? 0,
    }))
    .sort((a, b) => (a.firstQuestion || Infinity) - (b.firstQuestion || Infinity));
}

/**
 * The base texts a paper shows with `questions` (in paper order): those serving at least
 * one of them, each with its question numbers. Every payload that carries questions (the
 * exam, the simulado detail, practice, results, appeals, statistics) adds these.
 */
export async function readBaseTexts(
  db: DbOrTx,
  simuladoId: string,
  questions: ReadonlyArray<{ baseTextId?: string | null }>,
): Promise<BaseText[]> {
  if (!questions.some((q) => q.baseTextId)) return [];
  const rows = await listBaseTexts(db, simuladoId);
  return presentBaseTexts(
    rows,
    questions.map((q) => ({ base_text_id: q.baseTextId ?? null })),
  );
}
