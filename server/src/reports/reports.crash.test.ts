import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../auth/auth.test-support';
import { openDatabase, type DatabaseOptions } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { SESSION_COOKIE } from '../plugins/session';
import { descendantsOf, isChromium, waitUntilGone, type ProcessMark } from '../test/process-tree';
import {
  apiClient,
  buildTestApp,
  cleanEnv,
  describeBackends,
  redisAvailable,
  relaxedRateLimits,
  serverDatabase,
  serverProcesses,
  spawnWorker,
  testDatabaseUrl,
  waitForHttp,
  type Spawned,
} from '../test/support';
import { createReportSimulado, insertAttempt, namedStudent, pdfText } from './reports.test-support';

/**
 * The report Chromium must die with the process that launched it, even when that process
 * is killed with SIGKILL and can run no clean-up: it talks to Chromium over a pipe, which
 * the kernel closes. The restarted process must work at once (the embedded lock of the
 * killed server is taken over) and nothing of the old Chromium may be left running.
 */
const NAME = 'Renata Queda';
/** Chromium sees its pipe close at once; its helpers follow within a few seconds. */
const CHROMIUM_GONE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Chromium processes below `pid`, waiting (up to `timeoutMs`) until `min` are there. */
async function chromiumBelow(pid: number, min: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = descendantsOf(pid).filter(isChromium);
    if (found.length >= min || Date.now() >= deadline) return found;
    await sleep(50);
  }
}

/** A student with two graded attempts, seeded before any server opens the database. */
async function seed(target: DatabaseOptions) {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const account = await createAccount(database.db, { name: NAME });
    const simulados = [];
    for (const title of ['Simulado antes da queda', 'Simulado depois da queda']) {
      const simulado = await createReportSimulado(database.db, { title, questions: 3 });
      await insertAttempt(database.db, {
        userId: account.user.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 2,
      });
      simulados.push(simulado.id);
    }
    return { ...account, simulados };
  } finally {
    await database.close();
  }
}

describeBackends('the report Chromium when the server is killed', (backend) => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('dies with it, and the server restarted at once renders again', async () => {
    const {
      target,
      env: backendEnv,
      remove,
    } = await serverDatabase(backend, 'gabaritei-report-crash-');
    cleanups.push(remove);
    const fixture = await seed(target);
    const { url, start: startServer } = await serverProcesses(backendEnv, cleanups);
    let cookie = '';
    const report = async (simuladoId: string) => {
      const res = await fetch(
        `${url}/api/reports/student/${fixture.user.id}/simulado/${simuladoId}`,
        {
          headers: { cookie },
        },
      );
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    };

    const first = startServer();
    await waitForHttp(`${url}/readyz`);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fixture.email, password: fixture.password }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';', 1)[0]!;
    expect((await report(fixture.simulados[0]!)).status).toBe(200);

    // The browser stays up between reports: its whole tree is there to be orphaned.
    const chromium: ProcessMark[] = await chromiumBelow(first.child.pid!, 3, 10_000);
    expect(chromium.length, 'no Chromium below the server').toBeGreaterThanOrEqual(3);
    first.child.kill('SIGKILL');
    // Restarted at once, before the killed process is reaped: it must not be refused.
    const second = startServer();
    expect(await first.exited).toBe('SIGKILL');
    await waitForHttp(`${url}/readyz`);

    const left = await waitUntilGone(chromium, CHROMIUM_GONE_MS);
    expect(left.map((p) => `${p.pid} ${p.command.slice(0, 120)}`)).toEqual([]);

    const again = await report(fixture.simulados[1]!);
    expect(again.status).toBe(200);
    expect(await pdfText(again.body)).toContain('Simulado depois da queda');

    const newChromium = await chromiumBelow(second.child.pid!, 1, 5_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await waitUntilGone(newChromium, CHROMIUM_GONE_MS)).toEqual([]);
  }, 240_000);
});

const scaled = redisAvailable() && Boolean(testDatabaseUrl);

/** Workers exist only in the scaled mode, on PostgreSQL with Redis. */
describe.skipIf(!scaled)('the report Chromium when a worker is killed mid-render', () => {
  const cleanups: Array<() => unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('dies with it, and a worker restarted at once renders the next report', async () => {
    const t = await buildTestApp({
      backend: 'postgres',
      redis: true,
      config: { rateLimits: relaxedRateLimits },
    });
    cleanups.push(() => t.close());
    const db = t.app.runtime.db;
    const running: Spawned[] = [];
    cleanups.push(() => running.forEach(({ child }) => child.kill('SIGKILL')));
    const startWorker = async () => {
      const worker = spawnWorker({
        env: cleanEnv({
          LOG_LEVEL: 'info',
          DATABASE_URL: t.config.databaseUrl,
          REDIS_URL: t.config.redisUrl,
          REDIS_PREFIX: t.config.redisPrefix,
        }),
      });
      running.push(worker);
      await worker.waitForOutput(/worker ready/);
      return worker;
    };
    const client = apiClient(t.app);
    const student = await namedStudent(client, db, NAME);
    const simulados = [];
    for (const title of ['Relatório interrompido', 'Relatório do novo worker']) {
      const simulado = await createReportSimulado(db, { title, questions: 3 });
      await insertAttempt(db, {
        userId: student.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 1,
      });
      simulados.push(simulado.id);
    }
    const download = (simuladoId: string) =>
      client.get(`/api/reports/student/${student.id}/simulado/${simuladoId}`, {
        cookie: student.cookie,
      });

    const first = await startWorker();
    // The first download launches the worker's Chromium: kill the worker while it prints.
    const interrupted = download(simulados[0]!).catch(() => null);
    const chromium = await chromiumBelow(first.child.pid!, 3, 60_000);
    expect(chromium.length, 'no Chromium below the worker').toBeGreaterThanOrEqual(1);
    first.child.kill('SIGKILL');
    const second = await startWorker();
    expect(await first.exited).toBe('SIGKILL');

    expect(await waitUntilGone(chromium, CHROMIUM_GONE_MS)).toEqual([]);
    const res = await download(simulados[1]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Relatório do novo worker');

    second.child.kill('SIGTERM');
    await second.exited;
    void interrupted;
  }, 240_000);
});
