import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/**
 * Every query of export and import. Tables and columns are read from the live catalogue,
 * never from a list kept by hand, so a table added by a later migration is carried without
 * a change here. Rows travel as PostgreSQL's own JSON (`row_to_json`) and come back through
 * `json_populate_recordset`: the text is never parsed in JavaScript, so numeric, bigint,
 * timestamptz (microseconds), bytea, jsonb and arrays round-trip exactly.
 */

/** The migrator's bookkeeping: recreated by running the migrations, never copied. */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock', 'schema_functions'];

/**
 * A deployment's own secrets (signing_keys): never exported, and ignored by an import's
 * empty-target check. The target makes its own key when it first needs one, so a copy
 * restored elsewhere (a staging from production's export) cannot sign what this one reads.
 */
export const LOCAL_TABLES = ['signing_keys'];

export type TableInfo = { name: string; columns: string[] };
export type ForeignKey = { table: string; references: string };
export type SequenceValue = { name: string; value: string | null };

const quote = (identifier: string) => sql.id(identifier);

export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  // Generated columns are computed again on insert; they cannot be written.
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (MIGRATION_TABLES.includes(row.table_name) || LOCAL_TABLES.includes(row.table_name))
      continue;
    const columns = tables.get(row.table_name) ?? [];
    columns.push(row.column_name);
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

export async function listForeignKeys(db: DbOrTx): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select child.relname as "table", parent.relname as "references"
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`.execute(db);
  return rows;
}

export async function countRows(db: DbOrTx, table: string): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*)::text as n from ${quote(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Whether any of the tables holds a row; stops at the first one found. */
export async function anyRows(db: DbOrTx, tables: string[]): Promise<string | null> {
  for (const table of tables) {
    const { rows } = await sql`select 1 from ${quote(table)} limit 1`.execute(db);
    if (rows.length > 0) return table;
  }
  return null;
}

/**
 * Streams a table's rows as JSON text through a cursor, `batch` at a time, so a big
 * table never sits in memory whole. Must run inside a transaction (cursors live in one).
 */
export async function* readRowsAsJson(
  trx: DbOrTx,
  table: string,
  batch = 20_000,
): AsyncGenerator<string[]> {
  const cursor = sql.id(`backup_${table}`);
  await sql`declare ${cursor} no scroll cursor for
    select row_to_json(t)::text as j from ${quote(table)} t`.execute(trx);
  try {
    for (;;) {
      const { rows } = await sql<{ j: string }>`fetch forward ${sql.raw(String(batch))}
        from ${cursor}`.execute(trx);
      if (rows.length === 0) return;
      yield rows.map((row) => row.j);
    }
  } finally {
    await sql`close ${cursor}`.execute(trx);
  }
}

/** Inserts rows given as `row_to_json` text; columns absent from the JSON stay default. */
export async function insertJsonRows(
  trx: DbOrTx,
  table: TableInfo,
  rowsJson: string[],
): Promise<void> {
  if (rowsJson.length === 0) return;
  const columns = sql.join(table.columns.map((column) => sql.id(column)));
  await sql`insert into ${quote(table.name)} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${quote(table.name)},
      ${`[${rowsJson.join(',')}]`}::json)`.execute(trx);
}

export async function listSequences(db: DbOrTx): Promise<SequenceValue[]> {
  const { rows } = await sql<SequenceValue>`
    select sequencename as name, last_value::text as value
    from pg_sequences where schemaname = 'public' order by sequencename`.execute(db);
  return rows;
}

export async function setSequence(trx: DbOrTx, sequence: SequenceValue): Promise<void> {
  // A sequence never used keeps its fresh state from the migration.
  if (sequence.value === null) return;
  await sql`select setval(${sequence.name}::regclass, ${sequence.value}::bigint, true)`.execute(
    trx,
  );
}

/** The names of the applied migrations, oldest first; empty when never migrated. */
export async function appliedMigrations(db: DbOrTx): Promise<string[]> {
  const { rows: exists } = await sql<{ present: boolean }>`
    select to_regclass('public.kysely_migration') is not null as present`.execute(db);
  if (!exists[0]?.present) return [];
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** The stored PDFs of the database store (scaled mode), for the directory store's target. */
export async function insertReportFile(
  trx: DbOrTx,
  report: { resultId: string; renderedAt: string; pdf: Uint8Array },
): Promise<void> {
  await trx
    .insertInto('report_files')
    .values({ result_id: report.resultId, pdf: report.pdf, rendered_at: report.renderedAt })
    .onConflict((oc) => oc.column('result_id').doNothing())
    .execute();
}

/** The server's version as a number (150020 for 15.2): pg_dump must be at least as new. */
export async function serverVersionNumber(db: DbOrTx): Promise<number> {
  const { rows } = await sql<{ v: string }>`
    select current_setting('server_version_num') as v`.execute(db);
  return Number(rows[0]?.v ?? 0);
}
