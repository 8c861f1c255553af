import crypto from 'node:crypto';
import pg from 'pg';

/**
 * The database back ends a test suite runs against: always PGlite in memory, and a fresh
 * PostgreSQL database per suite when TEST_DATABASE_URL is set. Without it the PostgreSQL
 * path is skipped — and we say so loudly, once per process.
 */
export type TestBackend = { name: 'pglite' | 'postgres'; available: boolean };

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;
export const testRedisUrl = process.env.TEST_REDIS_URL;

let warned = false;
function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(
    '\n⚠️  TEST_DATABASE_URL is not set: the PostgreSQL path is SKIPPED; only PGlite runs.\n' +
      '   Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to cover it.\n',
  );
}

export function testBackends(): TestBackend[] {
  if (!testDatabaseUrl) warnOnce();
  return [
    { name: 'pglite', available: true },
    { name: 'postgres', available: Boolean(testDatabaseUrl) },
  ];
}

/** Creates an empty PostgreSQL database for one suite; `drop()` removes it afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gabaritei_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
