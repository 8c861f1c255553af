import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** What an export names and lays out: null if unknown or archived. */
export async function findSimuladoForExport(db: DbOrTx, simuladoId: string) {
  const row = await db
    .selectFrom('simulados')
    .select(['id', 'title', 'format'])
    .where('id', '=', simuladoId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The questions in paper order, with the base text each belongs to. */
export async function listExportQuestions(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('questions')
    .select([
      'id',
      'text',
      'option_a',
      'option_b',
      'option_c',
      'option_d',
      'option_e',
      'correct_option',
      'weight',
      'subject',
      'explanation',
      'base_text_id',
      'annulled_at',
    ])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
}

export async function listExportBaseTexts(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('base_texts')
    .select(['id', 'title', 'content_html', 'line_numbers'])
    .where('simulado_id', '=', simuladoId)
    .execute();
}

/** One asset's bytes, only of this simulado. */
export async function findAssetBytes(db: DbOrTx, simuladoId: string, assetId: string) {
  const row = await db
    .selectFrom('assets')
    .select('bytes')
    .where('id', '=', assetId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/** The paper's tables of one simulado, each row as `row_to_json`, as the backup writes them. */
export const PAPER_TABLES = ['simulados', 'base_texts', 'questions', 'assets'] as const;

export async function paperRowsAsJson(
  db: DbOrTx,
  table: (typeof PAPER_TABLES)[number],
  simuladoId: string,
): Promise<unknown[]> {
  const key = table === 'simulados' ? sql.ref('t.id') : sql.ref('t.simulado_id');
  const { rows } = await sql<{ j: unknown }>`select row_to_json(t) as j from ${sql.table(table)} t
    where ${key} = ${simuladoId} order by ${table === 'questions' ? sql.ref('t.position') : sql.ref('t.id')}`.execute(
    db,
  );
  return rows.map((row) => row.j);
}
