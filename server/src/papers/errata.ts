import { isPaperField, type PaperErrata } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { listErrataRows } from './papers.repository';

/**
 * The paper's kept 'Errata': its corrections of what the paper shows, for the review and
 * the PDF. The explanation's corrections stay out — the commented key is not the paper.
 */
export async function readPaperErrata(db: DbOrTx, simuladoId: string): Promise<PaperErrata[]> {
  const rows = await listErrataRows(db, simuladoId);
  return rows.flatMap((row) =>
    isPaperField(row.field)
      ? [
          {
            target: row.target,
            targetId: row.target_id,
            field: row.field,
            reason: row.reason,
            correctedAt: row.created_at.toISOString(),
          },
        ]
      : [],
  );
}
