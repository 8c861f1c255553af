import type { DbOrTx } from '../db/database';

/**
 * An imported question the file marked annulled ('Gabarito: ANULADA'). Not the appeals'
 * annulment (key-changes.repository.ts): the paper has no attempts yet, so there is no
 * key change to record and nothing to regrade.
 */
export async function markAnnulled(
  db: DbOrTx,
  simuladoId: string,
  questionId: string,
  at: Date,
  reason: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ annulled_at: at, annulled_reason: reason })
    .where('id', '=', questionId)
    .where('simulado_id', '=', simuladoId)
    .execute();
}
