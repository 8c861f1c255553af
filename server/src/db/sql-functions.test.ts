import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { openBackendDatabase } from './backend-database.test-support';
import type { DatabaseHandle } from './connect';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { loadSqlFunctions, type SqlFunctionFile } from './sql-functions';

const files = loadSqlFunctions();

/** The files, with `name`'s replaced by `text`. */
function withFile(name: string, text: string): SqlFunctionFile[] {
  const sha256 = crypto.createHash('sha256').update(text).digest('hex');
  return files.map((file) => (file.name === name ? { name, sql: text, sha256 } : file));
}

const score = async (db: Db) =>
  (await sql<{ score: number }>`select attempt_score(1, 2) as score`.execute(db)).rows[0]?.score;

const recordedSha = async (db: Db, name: string) =>
  (
    await sql<{ sha256: string }>`select sha256 from schema_functions where name = ${name}`.execute(
      db,
    )
  ).rows[0]?.sha256;

const FORTY_TWO = `create or replace function attempt_score(
  p_net double precision, p_total double precision)
returns double precision language sql immutable parallel safe as $$ select 42::float8 $$`;

describeBackends('SQL function files', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBackendDatabase(backend, { migrated: true });
  });
  afterAll(async () => handle?.close());

  it('records every file with its hash when it migrates', async () => {
    const { rows } = await sql<{ name: string; sha256: string }>`
      select name, sha256 from schema_functions order by name`.execute(handle.db);
    expect(rows).toEqual(files.map(({ name, sha256 }) => ({ name, sha256 })));
  });

  it('applies an edited file on the next migration, and the original after it', async () => {
    expect(await score(handle.db)).toBe(50);
    const edited = withFile('attempt_score', FORTY_TWO);
    await migrateToLatest(handle.db, { functions: edited });
    expect(await score(handle.db)).toBe(42);
    expect(await recordedSha(handle.db, 'attempt_score')).toBe(
      edited.find((f) => f.name === 'attempt_score')?.sha256,
    );

    await migrateToLatest(handle.db);
    expect(await score(handle.db)).toBe(50);
  });

  it('leaves an unchanged file alone', async () => {
    const before = await sql<{ applied_at: Date }>`
      select applied_at from schema_functions order by name`.execute(handle.db);
    await migrateToLatest(handle.db);
    const after = await sql<{ applied_at: Date }>`
      select applied_at from schema_functions order by name`.execute(handle.db);
    expect(after.rows).toEqual(before.rows);
  });

  it('puts back a function changed or dropped behind its file', async () => {
    await sql.raw(FORTY_TWO).execute(handle.db);
    await sql`drop function lock_answer_key(uuid, boolean)`.execute(handle.db);
    await migrateToLatest(handle.db);
    expect(await score(handle.db)).toBe(50);
    const { rows } = await sql<{ present: boolean }>`
      select to_regprocedure('lock_answer_key(uuid, boolean)') is not null as present`.execute(
      handle.db,
    );
    expect(rows[0]?.present).toBe(true);
  });
});

describeBackends('migrating a new database', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBackendDatabase(backend, { migrated: false });
  });
  afterAll(async () => handle?.close());

  it('rolls the migrations back with a file that fails', async () => {
    const broken = withFile('attempt_score', 'create or replace functio attempt_score()');
    await expect(migrateToLatest(handle.db, { functions: broken })).rejects.toThrow(
      /attempt_score\.sql.*functio/,
    );
    const { rows } = await sql<{ tables: number }>`
      select count(*)::int as tables from information_schema.tables
      where table_schema = 'public'`.execute(handle.db);
    expect(rows[0]?.tables).toBe(0);
  });

  it('lets instances starting together queue: one migrates, the others find it done', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => migrateToLatest(handle.db)));
    expect(runs.map((names) => names.length).sort()).toEqual([
      0,
      0,
      Object.keys(migrations).length,
    ]);
    expect(await score(handle.db)).toBe(50);
  });
});
