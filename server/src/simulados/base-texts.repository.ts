import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { BaseTextsTable } from '../db/papers.tables';

export type BaseTextRow = Selectable<BaseTextsTable>;

/** A simulado's base texts ('textos associados'), oldest first. */
export async function listBaseTexts(db: DbOrTx, simuladoId: string): Promise<BaseTextRow[]> {
  return db
    .selectFrom('base_texts')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
