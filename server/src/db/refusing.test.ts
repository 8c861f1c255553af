import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createPostgresDatabase,
  testDatabaseUrl,
  type TestApp,
} from '../test/support';
import { createOutageLogThrottle, databaseUnavailableKind } from './unavailable';

const UNAVAILABLE = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
};

async function admin(text: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The app's own database (one this suite creates on the test PostgreSQL) stops taking
 * connections, as a restore or an operator's ALLOW_CONNECTIONS false does: its pooled
 * connections are ended (57P01) and new ones refused (55000). PostgreSQL only: PGlite runs
 * inside the process and cannot refuse.
 */
describe.skipIf(!testDatabaseUrl)('a database that refuses connections', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let name = '';
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    name = new URL(database.url).pathname.slice(1);
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    t = await buildTestApp({ config: { databaseUrl: database.url }, logger });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('answers every request a pt-BR 503, logs one line per kind, counts each, then recovers', async () => {
    expect((await t.app.inject({ url: '/api/simulados' })).statusCode).toBe(200);
    await admin(`alter database ${name} allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    try {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await t.app.inject({ url: '/api/simulados' }));
      for (const response of answers) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
        expect(response.headers['retry-after']).toBe('5');
      }
      const logged = lines
        .map((line) => JSON.parse(line) as { msg: string; kind?: string; err?: unknown })
        .filter((entry) => entry.msg === 'database unavailable');
      const kinds = logged.map((entry) => entry.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
      expect(kinds).toContain('55000');
      expect(logged.every((entry) => entry.err === undefined)).toBe(true);
      expect(lines.some((line) => line.includes('unhandled error'))).toBe(false);

      const scrape = await t.app.inject({ url: '/metrics' });
      const refused = /gabaritei_database_unavailable_total\{kind="55000"\} (\d+)/.exec(
        scrape.body,
      );
      expect(Number(refused?.[1])).toBeGreaterThanOrEqual(15);
      expect(scrape.body).toMatch(/gabaritei_database_up 0/);
    } finally {
      await admin(`alter database ${name} allow_connections true`);
    }
    expect((await t.app.inject({ url: '/api/simulados' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/metrics' })).body).toMatch(/gabaritei_database_up 1/);
  });
});

describe('databaseUnavailableKind', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('names every way the database says no, and no query error', () => {
    const refusing = coded('55000', 'database "g" is not currently accepting connections');
    expect(databaseUnavailableKind(refusing)).toBe('55000');
    expect(databaseUnavailableKind(coded('53300', 'sorry, too many clients already'))).toBe(
      '53300',
    );
    expect(databaseUnavailableKind(coded('57P01'))).toBe('57P01');
    expect(databaseUnavailableKind(coded('57P03'))).toBe('57P03');
    expect(databaseUnavailableKind(coded('ECONNREFUSED'))).toBe('ECONNREFUSED');
    expect(databaseUnavailableKind(new Error('Connection terminated unexpectedly'))).toBe(
      'terminated',
    );
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    expect(databaseUnavailableKind(poolTimeout)).toBe('pool-timeout');
    // Another 55000 (a sequence's currval not yet defined) is a bug, not an outage.
    expect(
      databaseUnavailableKind(coded('55000', 'currval of sequence "s" is not yet defined')),
    ).toBe(null);
    expect(databaseUnavailableKind(coded('23505'))).toBe(null);
  });

  it('logs a kind once per window', () => {
    let now = 0;
    const shouldLog = createOutageLogThrottle(() => now, 5_000);
    expect([shouldLog('55000'), shouldLog('55000'), shouldLog('53300')]).toEqual([
      true,
      false,
      true,
    ]);
    now = 4_999;
    expect(shouldLog('55000')).toBe(false);
    now = 5_000;
    expect(shouldLog('55000')).toBe(true);
  });
});
