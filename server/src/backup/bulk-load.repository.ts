import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import { MIGRATION_TABLES } from './backup.repository';

/**
 * The SQL that makes a bulk load fast without making it less strict. Keeping every index
 * and foreign key in place while two million rows arrive costs one B-tree insertion per
 * index and one foreign-key lookup (a trigger) per row: 4 of the 5 minutes an import of
 * 50,000 attempts took. So, inside the import's transaction, the keys and indexes are
 * dropped, the rows loaded, and the very same definitions (read from the catalogue, not
 * kept by hand) created again: each index is then built in one sort, and each foreign key
 * is validated in one join over the whole table. A duplicate or a dangling reference in
 * the archive still fails the import, at the re-creation, and the rollback restores the
 * dropped definitions with everything else. NOT NULL and CHECK constraints stay: they
 * cost little per row. User triggers are switched off for the load and on again after:
 * the archive holds the rows as they were, derived values included (a trigger such as
 * `questions_paper_version` would otherwise rewrite `simulados.paper_version` row by row).
 */

export type DetachedKey = {
  table: string;
  name: string;
  /** p: primary key, u: unique, f: foreign key, x: exclusion. */
  kind: 'p' | 'u' | 'f' | 'x';
  definition: string;
};
export type DetachedIndex = { name: string; definition: string };
export type DetachedSchema = {
  keys: DetachedKey[];
  indexes: DetachedIndex[];
  /** Tables whose user triggers were disabled. */
  triggerTables: string[];
};

const quote = (identifier: string) => sql.id(identifier);

/** Reads, then drops, every key and index of the public tables except Kysely's own. */
export async function detachKeysAndIndexes(trx: DbOrTx): Promise<DetachedSchema> {
  const { rows: keys } = await sql<DetachedKey>`
    select t.relname as "table", k.conname as name, k.contype as kind,
      pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    where t.relnamespace = 'public'::regnamespace and k.contype in ('p', 'u', 'f', 'x')
      and t.relname not in (${sql.join(MIGRATION_TABLES)})
    order by t.relname, k.conname`.execute(trx);
  // Indexes of their own, not the ones backing a primary key, unique or exclusion key
  // (a foreign key's conindid names the referenced index: it must not count).
  const { rows: indexes } = await sql<DetachedIndex>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace
      and t.relname not in (${sql.join(MIGRATION_TABLES)})
      and not exists (select 1 from pg_constraint k
        where k.conindid = x.indexrelid and k.contype in ('p', 'u', 'x'))
    order by i.relname`.execute(trx);
  // Foreign keys first: they depend on the referenced tables' unique indexes.
  for (const key of keys.filter((k) => k.kind === 'f')) await dropKey(trx, key);
  for (const key of keys.filter((k) => k.kind !== 'f')) await dropKey(trx, key);
  for (const index of indexes) await sql`drop index ${quote(index.name)}`.execute(trx);
  const { rows: triggers } = await sql<{ table: string }>`
    select distinct t.relname as "table"
    from pg_trigger g
    join pg_class t on t.oid = g.tgrelid
    where t.relnamespace = 'public'::regnamespace and not g.tgisinternal
    order by 1`.execute(trx);
  const triggerTables = triggers.map((row) => row.table);
  for (const table of triggerTables)
    await sql`alter table ${quote(table)} disable trigger user`.execute(trx);
  return { keys, indexes, triggerTables };
}

/**
 * Creates again what `detachKeysAndIndexes` dropped, building every index before the
 * foreign keys that need the referenced ones. Throws the database's own error (unique or
 * foreign-key violation) when the loaded rows break a key.
 */
export async function reattachKeysAndIndexes(trx: DbOrTx, detached: DetachedSchema): Promise<void> {
  for (const key of detached.keys.filter((k) => k.kind !== 'f')) await addKey(trx, key);
  for (const index of detached.indexes) await sql.raw(index.definition).execute(trx);
  for (const key of detached.keys.filter((k) => k.kind === 'f')) await addKey(trx, key);
  for (const table of detached.triggerTables)
    await sql`alter table ${quote(table)} enable trigger user`.execute(trx);
}

/** Room for the index builds' sorts, for this transaction only. */
export async function raiseMaintenanceMemory(trx: DbOrTx, setting: string): Promise<void> {
  await sql`select set_config('maintenance_work_mem', ${setting}, true)`.execute(trx);
}

/** Fresh planner statistics for the loaded tables (outside the load's transaction). */
export async function analyze(db: DbOrTx): Promise<void> {
  await sql`analyze`.execute(db);
}

async function dropKey(trx: DbOrTx, key: DetachedKey): Promise<void> {
  await sql`alter table ${quote(key.table)} drop constraint ${quote(key.name)}`.execute(trx);
}

async function addKey(trx: DbOrTx, key: DetachedKey): Promise<void> {
  await sql`alter table ${quote(key.table)} add constraint ${quote(key.name)}
    ${sql.raw(key.definition)}`.execute(trx);
}
