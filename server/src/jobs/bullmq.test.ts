import os from 'node:os';
import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessors } from '../job-definitions';
import { redisKeys } from '../redis-keys';
import { createRuntime, type Runtime } from '../runtime';
import {
  buildTestApp,
  deleteRedisKeys,
  redisAvailable,
  testDatabaseUrl,
  testRedisUrl,
  uniqueBullPrefix,
  type TestApp,
} from '../test/support';
import { QUEUE_NAME, QueueUnavailableError, connection, createBullMqQueue } from './bullmq';
import { startBullMqWorker } from './bullmq-worker';
import type { JobDefinition, JobQueue } from './types';

const logger = pino({ level: 'silent' });
const withRedis = redisAvailable();
const withRedisAndPostgres = withRedis && Boolean(testDatabaseUrl);

// What every queue promises runs in queue-contract.test.ts; here, what only BullMQ does.
describe('BullMQ queue with a worker (Redis)', () => {
  let t: TestApp;
  let worker: ReturnType<typeof startBullMqWorker> | undefined;
  beforeAll(async () => {
    if (!withRedis) return;
    t = await buildTestApp({ redis: true });
    const { runtime } = t.app;
    // As the worker role starts it: the shared processors on a BullMQ worker, same prefix.
    worker = startBullMqWorker({
      redisUrl: t.config.redisUrl!,
      prefix: redisKeys(t.config.redisPrefix).bullmq,
      logger,
      processors: createProcessors({
        db: runtime.db,
        clock: runtime.clock,
        mailer: runtime.mailer,
        config: runtime.config,
        events: runtime.events,
        logger,
        jobs: runtime.jobs,
      }),
    });
    await worker.worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it.skipIf(!withRedis)('enqueues system.ping and gets the pong back from the worker', async () => {
    expect(t.app.runtime.jobs.kind).toBe('bullmq');
    const result = await t.app.runtime.jobs.enqueueAndWait(
      'system.ping',
      { nonce: 'n-1' },
      { timeoutMs: 10_000 },
    );
    expect(result.pong).toBe('n-1');
    expect(result.processedBy).toMatch(/:\d+$/);
  });

  it.skipIf(!withRedis)('uses the configured prefix for its Redis keys', async () => {
    const redis = new Redis(t.config.redisUrl!);
    try {
      const keys = await redis.keys(`${redisKeys(t.config.redisPrefix).bullmq}:${QUEUE_NAME}:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });

  it.skipIf(!withRedis)(
    'rejects enqueueAndWait on timeout when no worker takes the job',
    async () => {
      await worker!.worker.pause();
      try {
        await expect(
          t.app.runtime.jobs.enqueueAndWait('system.ping', { nonce: 'late' }, { timeoutMs: 300 }),
        ).rejects.toThrow(/timed out/);
      } finally {
        worker!.worker.resume();
      }
    },
  );
});

describe('worker runtime (Redis + PostgreSQL)', () => {
  let t: TestApp;
  let workerRuntime: Runtime;
  beforeAll(async () => {
    if (!withRedisAndPostgres) return;
    t = await buildTestApp({ backend: 'postgres', redis: true });
    workerRuntime = await createRuntime(t.config, { role: 'worker', logger });
  });
  afterAll(async () => {
    await workerRuntime?.close();
    await t?.close();
  });

  it.skipIf(!withRedisAndPostgres)(
    'processes jobs from the API with its own database connection and mailer',
    async () => {
      const { jobs, db } = t.app.runtime;
      const pong = await jobs.enqueueAndWait('system.ping', { nonce: 'w' }, { timeoutMs: 10_000 });
      expect(pong.processedBy).toBe(`${os.hostname()}:${process.pid}`);
      const delivered = await jobs.enqueueAndWait(
        'mail.send',
        { to: 'ana@example.com', subject: 'Oi', text: 'Olá, Ana', html: '<p>Olá, Ana</p>' },
        { timeoutMs: 10_000 },
      );
      expect(delivered).toEqual({ delivered: 'log' });
      const row = await db
        .selectFrom('outbox_emails')
        .selectAll()
        .where('to_address', '=', 'ana@example.com')
        .executeTakeFirstOrThrow();
      expect(row.text_body).toBe('Olá, Ana');
    },
  );
});

describe.skipIf(!withRedis)('BullMQ removal of completed jobs (Redis)', () => {
  const prefix = uniqueBullPrefix();
  type Jobs = {
    'test.private': JobDefinition<{ email: string }, null>;
    'test.kept': JobDefinition<{ n: number }, null>;
  };
  let queue: JobQueue<Jobs>;
  let worker: ReturnType<typeof startBullMqWorker>;
  let reader: Queue;
  let readerConnection: Redis;
  beforeAll(async () => {
    queue = createBullMqQueue<Jobs>({
      redisUrl: testRedisUrl!,
      prefix,
      logger,
      forgetOnCompletion: new Set(['test.private']),
    });
    worker = startBullMqWorker<Jobs>({
      redisUrl: testRedisUrl!,
      prefix,
      logger,
      processors: { 'test.private': async () => null, 'test.kept': async () => null },
    });
    readerConnection = connection(testRedisUrl!);
    reader = new Queue(QUEUE_NAME, { connection: readerConnection as ConnectionOptions, prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await worker?.close();
    await reader?.close();
    await readerConnection?.quit();
    await deleteRedisKeys(prefix);
  });

  it('forgets a job whose data names a person as soon as it completes, and keeps the others', async () => {
    await queue.enqueueAndWait('test.private', { email: 'ana@example.com' }, { timeoutMs: 10_000 });
    expect(await reader.getCompletedCount()).toBe(0);
    await queue.enqueueAndWait('test.kept', { n: 1 }, { timeoutMs: 10_000 });
    const completed = await reader.getCompleted();
    expect(completed.map((job) => [job.name, job.data])).toEqual([['test.kept', { n: 1 }]]);
  });
});

describe('BullMQ producer without Redis', () => {
  it('fails an enqueue within its timeout instead of hanging the request', async () => {
    // Port 1: nothing listens; ioredis would retry (and queue the command) forever.
    const queue = createBullMqQueue({
      redisUrl: 'redis://127.0.0.1:1',
      prefix: 'unreachable',
      logger,
      enqueueTimeoutMs: 300,
    });
    const startedAt = Date.now();
    await expect(queue.enqueue('system.ping', { nonce: 'x' })).rejects.toBeInstanceOf(
      QueueUnavailableError,
    );
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    await queue.close();
  });
});
