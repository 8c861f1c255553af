import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** The stored PDF of a result's report, or null. */
export async function findReportFile(db: DbOrTx, resultId: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('report_files')
    .select('pdf')
    .where('result_id', '=', resultId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : null;
}

/** The last `bytes` bytes of a result's stored PDF (where its version is), or null. */
export async function findReportFileTail(
  db: DbOrTx,
  resultId: string,
  bytes: number,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('report_files')
    .select(
      sql<Uint8Array>`substring(pdf from greatest(1, octet_length(pdf) - ${bytes - 1}))`.as('tail'),
    )
    .where('result_id', '=', resultId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.tail) : null;
}

/** When the stored PDF of a result's report was rendered; null when there is none. */
export async function findReportRenderedAt(db: DbOrTx, resultId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('report_files')
    .select('rendered_at')
    .where('result_id', '=', resultId)
    .executeTakeFirst();
  return row ? new Date(row.rendered_at) : null;
}

/** Stores (or replaces) a result's rendered PDF. */
export async function upsertReportFile(
  db: DbOrTx,
  resultId: string,
  pdf: Uint8Array,
  renderedAt: Date,
): Promise<void> {
  await db
    .insertInto('report_files')
    .values({ result_id: resultId, pdf, rendered_at: renderedAt })
    .onConflict((oc) => oc.column('result_id').doUpdateSet({ pdf, rendered_at: renderedAt }))
    .execute();
}

/** Deletes the stored PDFs of these results. */
export async function deleteReportFiles(db: DbOrTx, resultIds: readonly string[]): Promise<void> {
  if (resultIds.length === 0) return;
  await db.deleteFrom('report_files').where('result_id', 'in', resultIds).execute();
}

/** Every result of a user, official and practice: the reports an account deletion removes. */
export async function listResultIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('results').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}
