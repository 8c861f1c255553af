import fs from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { acquireDataDirLock } from './data-dir-lock';
import { DATABASE_CONNECT_TIMEOUT_MS } from './unavailable';

export type DatabaseOptions = {
  /** postgres://… for PostgreSQL; absent for PGlite. */
  databaseUrl?: string;
  poolSize?: number;
  /** PostgreSQL: connections of the hot path's own pool (`hotDb`); 0 shares `db`'s. */
  hotPoolSize?: number;
  /** PGlite data lives in `<dataDir>/pgdata`; null keeps it in memory. */
  dataDir: string | null;
  /**
   * PGlite in memory only: a file holding a dump (`dumpDataDir`) of a data directory to
   * start from, skipping initdb — the test suites' migrated template (test/templates.ts).
   */
  template?: string;
  /** Told about errors of pooled connections (PostgreSQL restarted, connection cut). */
  onConnectionError?: (error: Error) => void;
};

export type DatabaseHandle = {
  db: Db;
  /**
   * The hot path's database — the answer saves and the session look-up every request
   * makes: short single statements. On PostgreSQL a pool of its own, so a save never
   * queues behind the start or submit burst of 2,000 candidates in the main pool's waiting
   * list (measured: the saves' p99 was the start burst's length). PGlite has one
   * connection: `db` itself.
   */
  hotDb: Db;
  kind: 'postgres' | 'pglite';
  /** Connection counts for gabaritei_db_pool; PGlite has exactly one connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

// int8 (bigint) counts and sums come back as strings from pg by default; our values fit
// comfortably in a double, and both drivers must agree on types.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPool(options, options.poolSize ?? 20);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const hotPoolSize = options.hotPoolSize ?? 0;
    const hotPool = hotPoolSize > 0 ? createPool(options, hotPoolSize) : null;
    const hotDb = hotPool
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: hotPool }) })
      : db;
    const pools = hotPool ? [pool, hotPool] : [pool];
    return {
      db,
      hotDb,
      kind: 'postgres',
      poolStats: () => ({
        total: sum(pools.map((p) => p.totalCount)),
        idle: sum(pools.map((p) => p.idleCount)),
        waiting: sum(pools.map((p) => p.waitingCount)),
        max: sum(pools.map((p) => p.options.max ?? 10)),
      }),
      close: async () => {
        await db.destroy();
        if (hotDb !== db) await hotDb.destroy();
      },
    };
  }

  const lock = options.dataDir ? await acquireDataDirLock(options.dataDir) : null;
  try {
    // Loaded on demand: the scaled API and the workers never pay for the WASM build, and
    // the bundles keep PGlite external so it finds its .wasm/.data files in node_modules.
    const { PGlite } = await import('@electric-sql/pglite');
    // One options object: `new PGlite(undefined, options)` silently drops `options`, so the
    // in-memory databases of the tests would parse numeric differently from ./data.
    const template =
      options.template && !options.dataDir
        ? new Blob([await fs.readFile(options.template)])
        : undefined;
    const pglite = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      loadDataDir: template,
      parsers: {
        20: (value: string) => Number.parseInt(value, 10),
        1700: (value: string) => Number.parseFloat(value),
      },
    });
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      hotDb: db,
      kind: 'pglite',
      poolStats: () => ({ total: 1, idle: 0, waiting: 0, max: 1 }),
      close: async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function createPool(options: DatabaseOptions, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // An idle client's error is emitted on the pool; unheard, it would crash the process.
  // The pool has already discarded that client, so reporting it is all there is to do.
  pool.on('error', (error) => options.onConnectionError?.(error));
  // A client checked out when its connection is cut emits 'error' too, besides failing
  // its query, and the pool listens only while it is idle: without a listener of its
  // own a database outage would crash the process. The failed query already carries
  // the error to its request (a 503, db/unavailable.ts); the pool drops the client.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  return pool;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
