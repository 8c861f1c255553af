import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cleanEnv,
  redisAvailable,
  spawnWorker,
  testDatabaseUrl,
  type Spawned,
  type TestApp,
} from './test/support';

const withServices = redisAvailable() && Boolean(testDatabaseUrl);
if (!testDatabaseUrl) {
  console.warn(
    '\n⚠️  TEST_DATABASE_URL is not set: the worker process test is SKIPPED (workers need PostgreSQL).\n',
  );
}

const startWorker = (env: Record<string, string | undefined>): Spawned =>
  spawnWorker({ env: cleanEnv({ LOG_LEVEL: 'info', ...env }) });

// Each test starts a process through tsx: on a busy 2-core machine that alone can pass the
// server's default 30 s (the workers package ran these with 60 s).
describe('the worker process', { timeout: 60_000 }, () => {
  it('exits 1 with a clear message without REDIS_URL', async () => {
    const worker = startWorker({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('The worker needs REDIS_URL.');
    expect(worker.output()).toContain('the API process runs the jobs itself');
  });

  it('exits 1 with a clear message without DATABASE_URL', async () => {
    const worker = startWorker({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(await worker.exited).toBe(1);
    // The configuration refuses Redis without PostgreSQL before the worker is asked.
    expect(worker.output()).toContain('REDIS_URL needs DATABASE_URL');
  });

  it('exits 1 naming a wrong variable', async () => {
    const worker = startWorker({ REDIS_URL: 'http://127.0.0.1:6379' });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('REDIS_URL: must start with redis:// or rediss://');
  });

  it('exits 1 with one line, no stack, when PostgreSQL cannot be reached', async () => {
    const worker = startWorker({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gabaritei',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('Não foi possível conectar ao PostgreSQL em 127.0.0.1:1');
    expect(worker.output()).not.toMatch(/^\s+at /m);
  });
});

describe('the worker process with PostgreSQL and Redis', () => {
  let t: TestApp;
  let worker: Spawned | undefined;
  beforeAll(async () => {
    if (!withServices) return;
    // The API side: scaled mode without SMTP, so e-mails land in the outbox table.
    t = await buildTestApp({ backend: 'postgres', redis: true });
    worker = startWorker({
      DATABASE_URL: t.config.databaseUrl,
      REDIS_URL: t.config.redisUrl,
      REDIS_PREFIX: t.config.redisPrefix,
    });
    await worker.waitForOutput(/worker ready/);
  });
  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    await t?.close();
  });

  it.skipIf(!withServices)(
    'runs a mail.send enqueued by the API: the outbox row appears',
    async () => {
      expect(t.app.runtime.jobs.kind).toBe('bullmq');
      await t.app.runtime.jobs.enqueue('mail.send', {
        to: 'bia@example.com',
        subject: 'Bem-vinda ao Gabaritei',
        text: 'Olá, Bia! Confirme: http://localhost:3000/#/verificar?token=xyz',
        html: '<p>Olá, Bia!</p>',
      });
      await expect
        .poll(
          async () =>
            t.app.runtime.db
              .selectFrom('outbox_emails')
              .select(['subject', 'text_body'])
              .where('to_address', '=', 'bia@example.com')
              .execute(),
          { timeout: 15_000, interval: 100 },
        )
        .toEqual([
          {
            subject: 'Bem-vinda ao Gabaritei',
            text_body: 'Olá, Bia! Confirme: http://localhost:3000/#/verificar?token=xyz',
          },
        ]);
      // The worker's log mailer logged the link too, with its token redacted.
      await worker!.waitForOutput(/verificar\?token=\[redacted\]/, 5000);
    },
  );

  it.skipIf(!withServices)('answers system.ping with its own pid', async () => {
    const pong = await t.app.runtime.jobs.enqueueAndWait(
      'system.ping',
      { nonce: 'from-test' },
      { timeoutMs: 10_000 },
    );
    expect(pong).toMatchObject({ pong: 'from-test' });
    expect(pong.processedBy).toMatch(new RegExp(`:${worker!.child.pid}$`));
  });

  it.skipIf(!withServices)('names itself hostname:worker:pid in its log lines', () => {
    const ready = worker!
      .output()
      .split('\n')
      .find((line) => line.includes('worker ready'));
    const instance = (JSON.parse(ready!) as { instance?: string }).instance;
    expect(instance).toBe(`${os.hostname()}:worker:${worker!.child.pid}`);
  });

  it.skipIf(!withServices)('exits 0 on SIGTERM', async () => {
    worker!.child.kill('SIGTERM');
    expect(await worker!.exited).toBe(0);
    expect(worker!.output()).toContain('worker shutting down');
  });
});
