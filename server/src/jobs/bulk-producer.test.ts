import { Queue, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, redisAvailable, testRedisUrl, uniqueBullPrefix } from '../test/support';
import { createBulkProducer } from './bulk-producer';

describe.skipIf(!redisAvailable())('the bulk producer (Redis)', () => {
  const prefix = uniqueBullPrefix();
  let connection: Redis;
  let queue: Queue;
  let bulkCalls: number[];

  beforeAll(() => {
    connection = new Redis(testRedisUrl!, { maxRetriesPerRequest: null });
    queue = new Queue('gabaritei', { connection: connection as ConnectionOptions, prefix });
    bulkCalls = [];
    // Counts the round trips: the real addBulk, observed.
    const addBulk = queue.addBulk.bind(queue);
    queue.addBulk = (jobs) => {
      bulkCalls.push(jobs.length);
      return addBulk(jobs);
    };
  });
  afterAll(async () => {
    await queue?.close();
    await connection?.quit();
    await deleteRedisKeys(prefix);
  });

  it('joins a burst of adds into a few addBulk calls, each job as Queue.add would make it', async () => {
    const producer = createBulkProducer(queue);
    // A start burst: 300 sessions, each scheduling its expiry once — and 20 asked twice.
    const ids = Array.from({ length: 300 }, (_, i) => `session-${i}`);
    const jobs = await Promise.all(
      [...ids, ...ids.slice(0, 20)].map((sessionId) =>
        producer.add(
          'exam.expire',
          { sessionId },
          {
            delay: 60_000,
            deduplication: { id: sessionId },
          },
        ),
      ),
    );

    expect(bulkCalls.reduce((a, b) => a + b, 0)).toBe(320);
    expect(bulkCalls.length).toBeLessThanOrEqual(4);
    expect(await queue.getDelayedCount()).toBe(300);
    // A deduplicated add answers the job already there.
    expect(jobs[300]!.id).toBe(jobs[0]!.id);
    const stored = await queue.getJob(jobs[299]!.id!);
    expect(stored?.data).toEqual({ sessionId: 'session-299' });
    expect(stored?.opts.delay).toBe(60_000);
  });

  it('sends a lone add at once, alone', async () => {
    const producer = createBulkProducer(queue);
    bulkCalls.length = 0;
    const job = await producer.add('system.ping', { nonce: 'x' }, {});
    expect(bulkCalls).toEqual([1]);
    expect(await job.getState()).toBe('waiting');
  });
});
