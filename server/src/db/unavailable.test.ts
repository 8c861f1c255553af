import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createPostgresDatabase,
  testDatabaseUrl,
  type TestApp,
} from '../test/support';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A TCP relay between the app and PostgreSQL that the test cuts and restores: the
 * database goes away (connections cut, new ones refused) as in an outage, without
 * touching the machine's PostgreSQL.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    get port() {
      return port;
    },
    open,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server!.close(() => resolve());
      }),
  };
}

// PostgreSQL only: PGlite runs inside the process and cannot become unreachable.
describe.skipIf(!testDatabaseUrl)('a database outage on postgres', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let t: TestApp;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    relay = await startRelay(target);
    const viaRelay = Object.assign(new URL(database.url), { port: String(relay.port) });
    t = await buildTestApp({
      config: { databaseUrl: viaRelay.toString() },
      routes: (app) =>
        app.get('/probe/slow-query', async () => {
          await sql`select pg_sleep(5)`.execute(app.runtime.db);
          return { ok: true };
        }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.cut().catch(() => undefined);
    await database?.drop();
  });

  it('answers 503 with a pt-BR message at once, then serves again when it is back', async () => {
    expect((await t.app.inject({ url: '/api/simulados' })).statusCode).toBe(200);

    const inFlight = t.app.inject({ url: '/probe/slow-query' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await relay.cut();
    const cut = await inFlight;
    const startedAt = performance.now();
    const refused = await t.app.inject({ url: '/api/simulados' });
    const refusedMs = performance.now() - startedAt;

    for (const response of [cut, refused]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message:
          'O banco de dados está temporariamente indisponível. Tente novamente em instantes.',
      });
      expect(response.headers['retry-after']).toBe('5');
    }
    expect(refusedMs).toBeLessThan(1000);

    await relay.open();
    expect((await t.app.inject({ url: '/api/simulados' })).statusCode).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows network failures, shutdowns and the driver’s own words, not query errors', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('y', { cause: coded('ECONNRESET') }))).toBe(true);
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
