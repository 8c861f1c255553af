import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, testRedisUrl, uniqueBullPrefix } from '../test/support';
import { createBullMqQueue } from './bullmq';
import { createInProcessQueue } from './in-process';
import type { JobDefinition, JobQueue } from './types';

type Jobs = { 'test.later': JobDefinition<{ n: number }, null> };
const logger = pino({ level: 'silent' });

/**
 * With no worker, a wave of time-ups is delayed jobs whose time has come: they never reach
 * `waiting`, so the queue's counts say how many are due (FilaAcumulando counts them).
 */
describe.skipIf(!redisAvailable())('due delayed jobs in BullMQ, with no worker', () => {
  const prefix = uniqueBullPrefix();
  let queue: JobQueue<Jobs>;
  beforeAll(() => {
    queue = createBullMqQueue<Jobs>({ redisUrl: testRedisUrl!, prefix, logger });
  });
  afterAll(async () => {
    await queue?.close();
    await deleteRedisKeys(prefix);
  });

  it('counts a delayed job as due once its time passed, and a later one not', async () => {
    await queue.enqueue('test.later', { n: 1 }, { delayMs: 50, jobId: 'soon' });
    await queue.enqueue('test.later', { n: 2 }, { delayMs: 60_000, jobId: 'later' });
    await expect.poll(async () => (await queue.counts()).delayed, { timeout: 5_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await queue.counts()).toMatchObject({ waiting: 0, delayed: 2, due: 1 });
  });
});

describe('due delayed jobs in the in-process queue', () => {
  it('are none: a delayed job runs on its own timer', async () => {
    const queue = createInProcessQueue<Jobs>({
      processors: () => ({ 'test.later': async () => null }),
      logger,
    });
    await queue.enqueue('test.later', { n: 1 }, { delayMs: 60_000 });
    expect(await queue.counts()).toMatchObject({ delayed: 1, due: 0 });
    await queue.close();
  });
});
