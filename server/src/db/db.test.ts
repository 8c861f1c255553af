import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, describeBackends } from '../test/support';
import { openDatabase, type DatabaseHandle } from './connect';
import { DataDirLockedError, LOCK_FILE } from './data-dir-lock';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

const tableNames = async (handle: DatabaseHandle) =>
  (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'
        and table_name <> 'schema_functions'`.execute(handle.db)
  ).rows.map((r) => r.name);

describeBackends('database', (name) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (name === 'postgres') {
      const database = await createPostgresDatabase();
      drop = database.drop;
      handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
    } else {
      handle = await openDatabase({ dataDir: null });
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('migrates up, down and up again', async () => {
    expect(handle.kind).toBe(name);
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await tableNames(handle)).toContain('outbox_emails');
    // A second run has nothing left to do.
    expect(await migrateToLatest(handle.db)).toEqual([]);

    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
    });
    // Every migration down, whichever count later areas add.
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(handle)).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect((await tableNames(handle)).sort()).toEqual(
      [
        'appeals',
        'assets',
        'auth_tokens',
        'base_texts',
        'class_simulados',
        'class_students',
        'classes',
        'contact_messages',
        'exam_sessions',
        'expiry_announcements',
        'outbox_emails',
        'paper_corrections',
        'purchases',
        'questions',
        'ranking_entries',
        'ranking_snapshots',
        'report_files',
        'report_prerenders',
        'result_answers',
        'results',
        'session_answers',
        'session_flags',
        'sessions',
        'signing_keys',
        'simulado_accommodations',
        'simulado_time_audit',
        'simulados',
        'users',
        'item_statistics',
        'key_changes',
        'regrade_runs',
        'score_changes',
      ].sort(),
    );
  });

  it('returns Date for timestamptz and numbers for counts', async () => {
    await migrateToLatest(handle.db);
    await handle.db
      .insertInto('outbox_emails')
      .values({ to_address: 'a@b.c', subject: 's', text_body: 't', html_body: 'h' })
      .execute();
    const row = await handle.db
      .selectFrom('outbox_emails')
      .select((eb) => [
        'created_at',
        sql<number>`count(*) over ()::int`.as('count_int'),
        eb.fn.countAll().as('count_bigint'),
        sql<number>`12.5::numeric`.as('numeric'),
      ])
      .groupBy('created_at')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBeInstanceOf(Date);
    expect(row.count_int).toBe(1);
    // count(*) is bigint: both drivers are told to return a number, not a string.
    expect(row.count_bigint).toBe(1);
    expect(row.numeric).toBe(12.5);
  });
});

describe('PGlite transactions', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => handle?.close());

  const countOutbox = async () =>
    Number(
      (
        await handle.db
          .selectFrom('outbox_emails')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps an uncommitted row invisible to queries outside the transaction', async () => {
    let outsideDone = false;
    let outside: Promise<number> | undefined;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('outbox_emails')
          .values({ to_address: 'tx@b.c', subject: 's', text_body: 't', html_body: 'h' })
          .execute();
        // Inside, the row is there.
        const inside = await trx.selectFrom('outbox_emails').selectAll().execute();
        expect(inside).toHaveLength(1);
        // Outside: PGlite has one connection, so the query must wait for the transaction
        // rather than run inside it (where it would see the uncommitted row).
        outside = countOutbox().finally(() => {
          outsideDone = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(outsideDone).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await outside).toBe(0);
    expect(await countOutbox()).toBe(0);
  });

  it('lets the waiting query see the row once the transaction commits', async () => {
    let outside: Promise<number> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('outbox_emails')
        .values({ to_address: 'tx@b.c', subject: 's', text_body: 't', html_body: 'h' })
        .execute();
      outside = countOutbox();
    });
    expect(await outside).toBe(1);
  });
});

describe('PGlite data directory lock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-db-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second handle on the same directory while the first is open', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        /in use by this process.*PGlite allows one process at a time/s,
      );
      // The refused attempt must not have removed the holder's lock.
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // Released: the directory opens again, with the data it kept.
    const again = await openDatabase({ dataDir });
    try {
      // On disk as in memory, numeric and bigint come back as numbers.
      const { rows } = await sql<{
        n: number;
        c: number;
      }>`select 1.5::numeric as n, 2::bigint as c`.execute(again.db);
      expect(rows).toEqual([{ n: 1.5, c: 2 }]);
    } finally {
      await again.close();
    }
  });

  it('names the other process when it holds the lock', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(other.pid));
      const attempt = openDatabase({ dataDir });
      await expect(attempt).rejects.toThrow(`in use by another process (pid ${other.pid})`);
    } finally {
      other.kill();
      fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(dead.pid));
    const handle = await openDatabase({ dataDir });
    try {
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
  });

  it('takes over a lock naming our own pid that this process does not hold (container restarts)', async () => {
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
