import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/connect';

/**
 * Migrated databases made once per test run, which every suite's database is copied from.
 * Starting PGlite runs initdb (seconds of WASM work) and every migration runs after it; on
 * PostgreSQL the migrations are dozens of round trips. Doing that per suite was most of the
 * server suite's time, so the run's global set-up (vitest `globalSetup`) builds:
 * - a dump of a migrated PGlite data directory, in a file each in-memory PGlite loads
 *   (`Config.embeddedTemplate`), skipping initdb and the migrations;
 * - a migrated PostgreSQL database each suite's database is created from
 *   (`create database … template …`).
 * Nothing writes to a template after it is made, so no suite sees another's rows. The
 * runtime still runs `migrateToLatest` on the copy: it finds nothing to do.
 */
export type TestTemplates = {
  /** File with the PGlite dump. */
  pglite: string;
  /** Name of the PostgreSQL template database; absent without TEST_DATABASE_URL. */
  postgres?: string;
  remove(): Promise<void>;
};

async function pgliteTemplate(dir: string): Promise<string> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    // Uncompressed: loading it is then a copy, and the file lives only for the run.
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'pglite-template.tar');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(databaseUrl: string): Promise<string> {
  const name = `gabaritei_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: `create database … template` refuses a template in use.
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

/** Builds both templates side by side; `remove()` deletes them at the end of the run. */
export async function createTestTemplates(databaseUrl?: string): Promise<TestTemplates> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gabaritei-templates-'));
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(dir),
    databaseUrl ? postgresTemplate(databaseUrl) : Promise.resolve(undefined),
  ]);
  return {
    pglite,
    postgres,
    remove: async () => {
      await fs.rm(dir, { recursive: true, force: true });
      if (databaseUrl && postgres)
        await adminQuery(databaseUrl, `drop database if exists ${postgres} with (force)`);
    },
  };
}
