import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Database } from './database';

/**
 * The current body of every SQL function of the schema lives in `functions/<name>.sql`, and
 * the migrator applies those files after the ordinary migrations, like Flyway's repeatable
 * (R__) scripts: a file runs again whenever its text changes. The migrations that first
 * created these functions stay as they were, history that already ran on existing databases.
 *
 * Read from beside this module: `src/db/functions/` under tsx and vitest, `dist/functions/`
 * in the bundle (dist/main.js, dist/worker.js), where server/build.mjs copies them.
 */
export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url));

export type SqlFunctionFile = { name: string; sql: string; sha256: string };

/** Kysely's own migration lock (its PostgresAdapter's LOCK_ID): one queue for both steps. */
const MIGRATION_LOCK_ID = sql.lit(3853314791062309107n);

/** The files of `dir`, by name; `<name>.sql` defines the function `<name>`. */
export function loadSqlFunctions(dir: string = FUNCTIONS_DIR): SqlFunctionFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(`${dir}/${file}`, 'utf8');
      const sha256 = crypto.createHash('sha256').update(text).digest('hex');
      return { name: file.slice(0, -'.sql'.length), sql: text, sha256 };
    });
}

/**
 * Holds the migration lock until the transaction ends. Kysely's migrator, handed this
 * transaction, takes the same lock again (advisory locks are re-entrant within a session)
 * and lets its own hold go when it is done, before the functions run; this one keeps
 * every other instance waiting until the migrations and the functions are committed
 * together. PGlite has a single connection; the lock costs nothing there.
 */
export async function holdMigrationLock(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
}

/**
 * Applies each file whose text differs from the one last applied, or whose function was
 * changed or dropped since by anything else (a migration, a migration down, a hand in psql):
 * the files are the truth on every database, fresh or old. Returns the names applied.
 * Runs inside the migrator's transaction, under `holdMigrationLock`.
 */
export async function applySqlFunctions(
  trx: Transaction<Database>,
  files: SqlFunctionFile[] = loadSqlFunctions(),
): Promise<string[]> {
  await sql`create table if not exists schema_functions (
    name text primary key,
    sha256 text not null,
    definition_sha256 text not null,
    applied_at timestamptz not null default now()
  )`.execute(trx);
  // As pg_dump does: a body is checked when it runs, not when it is created, so a SQL
  // function may call one whose file sorts after it.
  await sql`set local check_function_bodies = off`.execute(trx);
  const recorded = await recordedState(trx);
  const applied: string[] = [];
  for (const file of files) {
    const known = recorded.get(file.name);
    if (known && known.sha256 === file.sha256 && known.definition === known.recorded) continue;
    await sql
      .raw(file.sql)
      .execute(trx)
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`SQL function file ${file.name}.sql failed: ${message}`, { cause: error });
      });
    await sql`insert into schema_functions (name, sha256, definition_sha256, applied_at)
      values (${file.name}, ${file.sha256}, ${definitionHash(file.name)}, now())
      on conflict (name) do update set sha256 = excluded.sha256,
        definition_sha256 = excluded.definition_sha256, applied_at = excluded.applied_at`.execute(
      trx,
    );
    applied.push(file.name);
  }
  return applied;
}

type Recorded = { sha256: string; recorded: string; definition: string | null };

async function recordedState(trx: Transaction<Database>): Promise<Map<string, Recorded>> {
  const { rows } = await sql<{ name: string } & Recorded>`
    select f.name, f.sha256, f.definition_sha256 as recorded,
           ${definitionHash(sql.ref('f.name'))} as definition
    from schema_functions f`.execute(trx);
  return new Map(rows.map((row) => [row.name, row]));
}

/**
 * A digest of the function's definition as PostgreSQL renders it (every overload of the
 * name), taken right after its file ran: null once the function is gone.
 */
function definitionHash(name: unknown) {
  return sql<string | null>`(
    select encode(sha256(convert_to(
             string_agg(pg_get_functiondef(p.oid), E'\n' order by p.oid::regprocedure::text),
             'UTF8')), 'hex')
    from pg_proc p
    where p.proname = ${name} and p.pronamespace = 'public'::regnamespace)`;
}
