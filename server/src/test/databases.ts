import crypto from 'node:crypto';
import { Redis } from 'ioredis';
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

/**
 * Creates a PostgreSQL database for one suite — empty, or a copy of `template` (the run's
 * migrated one: test/templates.ts); `drop()` removes it afterwards.
 */
export async function createPostgresDatabase(
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gabaritei_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `create database ${name} template ${options.template}`
        : `create database ${name}`,
    );
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

let warnedRedis = false;

/**
 * Whether the Redis paths (BullMQ, the Socket.IO adapter and emitter) can run. Without
 * TEST_REDIS_URL they are skipped — said loudly, once per process, like PostgreSQL.
 */
export function redisAvailable(): boolean {
  if (!testRedisUrl && !warnedRedis) {
    warnedRedis = true;
    console.warn(
      '\n⚠️  TEST_REDIS_URL is not set: the Redis/BullMQ/Socket.IO-adapter paths are SKIPPED.\n' +
        '   Set TEST_REDIS_URL=redis://127.0.0.1:6379 to cover them.\n',
    );
  }
  return Boolean(testRedisUrl);
}

/** A BullMQ prefix of its own, so parallel suites and runs never share a queue. */
export function uniqueBullPrefix(): string {
  return `test-${crypto.randomBytes(6).toString('hex')}`;
}

/** Removes the keys a test left in Redis under a BullMQ prefix. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  if (!testRedisUrl) return;
  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
