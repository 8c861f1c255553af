import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { openBackendDatabase } from './backend-database.test-support';
import type { DatabaseHandle } from './connect';
import type { Database, DbOrTx } from './database';
import { loadSqlFunctions } from './sql-functions';

type Definition = { name: string; signature: string; definition: string };

/** Every function of `schema` as PostgreSQL renders it, leaving out extensions' own. */
async function definitions(db: DbOrTx, schema: string): Promise<Definition[]> {
  const { rows } = await sql<Definition>`
    select p.proname as name, p.oid::regprocedure::text as signature,
           pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.pronamespace = ${schema}::regnamespace
      and not exists (select 1 from pg_depend d
                      where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                        and d.deptype = 'e')
    order by p.oid::regprocedure::text`.execute(db);
  return rows;
}

/**
 * How the files are compared with the database: each file is run again in a scratch schema
 * first on the search path, and PostgreSQL renders both functions with pg_get_functiondef.
 * Comparing the two renderings, not a file's text with the database's, leaves PostgreSQL's
 * rewriting of the header (case, defaults, `RETURNS TABLE`, the options' order) out of it;
 * only the schema's name in the header differs, and whitespace is evened out. The scratch
 * schema lives in a transaction that is rolled back.
 */
async function renderFiles(
  db: DbOrTx,
): Promise<{ byFile: Map<string, Definition[]>; all: Definition[] }> {
  const byFile = new Map<string, Definition[]>();
  let all: Definition[] = [];
  await db
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      await sql`create schema functions_check`.execute(trx);
      await sql`set local search_path = functions_check, public`.execute(trx);
      for (const file of loadSqlFunctions()) {
        const before = new Set((await definitions(trx, 'functions_check')).map((d) => d.signature));
        await sql.raw(file.sql).execute(trx);
        const added = (await definitions(trx, 'functions_check')).filter(
          (d) => !before.has(d.signature),
        );
        byFile.set(file.name, added);
      }
      all = await definitions(trx, 'functions_check');
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return { byFile, all };
}

class RolledBack extends Error {}

const normalise = (text: string, schema: string) =>
  text.replaceAll(`${schema}.`, 'SCHEMA.').replace(/\s+/g, ' ').trim();

describeBackends('SQL function files against the database', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBackendDatabase(backend, { migrated: true });
  });
  afterAll(async () => handle?.close());

  it('has one file per function, each defining the function it is named after', async () => {
    const { byFile } = await renderFiles(handle.db);
    for (const [name, added] of byFile) {
      expect(
        added.map((d) => d.name),
        `${name}.sql`,
      ).toEqual([name]);
    }
    const inDatabase = (await definitions(handle.db, 'public')).map((d) => d.name);
    expect([...new Set(inDatabase)].sort()).toEqual([...byFile.keys()].sort());
  });

  it('holds the definition each function has in the database', async () => {
    const { all } = await renderFiles(handle.db);
    const inDatabase = await definitions(handle.db, 'public');
    const unqualify = (d: Definition) => d.signature.replace(/^(functions_check|public)\./, '');
    expect(inDatabase.map(unqualify).sort()).toEqual(all.map(unqualify).sort());
    for (const file of all) {
      const current = inDatabase.find((d) => unqualify(d) === unqualify(file));
      expect(normalise(current?.definition ?? '', 'public'), file.signature).toBe(
        normalise(file.definition, 'functions_check'),
      );
    }
  });
});
