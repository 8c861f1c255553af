import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobName, JobPayloads, JobQueue, Processors } from './types';

/** One queue for all jobs; the job name selects the processor. */
export const QUEUE_NAME = 'gabaritei';

function connection(redisUrl: string): Redis {
  // BullMQ requires maxRetriesPerRequest: null on the connections it blocks on.
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/**
 * The scaled-mode producer: jobs go to Redis and the processes started by `workers/`
 * run them. `enqueueAndWait` listens for completion through QueueEvents.
 */
export function createBullMqQueue({ redisUrl, prefix }: { redisUrl: string; prefix?: string }): JobQueue {
  const queueConnection = connection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection: queueConnection as ConnectionOptions, prefix });
  let events: QueueEvents | null = null;
  let eventsConnection: Redis | null = null;

  async function add<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: { delayMs?: number; jobId?: string; attempts?: number },
  ) {
    return queue.add(name, payload, {
      delay: options.delayMs,
      jobId: options.jobId,
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    });
  }

  return {
    kind: 'bullmq',
    async enqueue(name, payload, options = {}) {
      await add(name, payload, options);
    },
    async enqueueAndWait(name, payload, options = {}) {
      if (!events) {
        eventsConnection = connection(redisUrl);
        events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection as ConnectionOptions, prefix });
        await events.waitUntilReady();
      }
      const job = await add(name, payload, options);
      return job.waitUntilFinished(events, options.timeoutMs);
    },
    async close() {
      await events?.close();
      await queue.close();
      await Promise.allSettled([queueConnection.quit(), eventsConnection?.quit()]);
    },
  };
}

/** Starts a BullMQ worker running the given processors (used by workers/ and tests). */
export function startBullMqWorker({
  redisUrl,
  processors,
  logger,
  concurrency = 8,
  prefix,
}: {
  redisUrl: string;
  processors: Processors;
  logger: Logger;
  concurrency?: number;
  prefix?: string;
}): { worker: Worker; close(): Promise<void> } {
  const workerConnection = connection(redisUrl);
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const processor = processors[job.name as JobName] as ((p: unknown) => Promise<unknown>) | undefined;
      if (!processor) throw new Error(`No processor for job ${job.name}`);
      return processor(job.data);
    },
    { connection: workerConnection as ConnectionOptions, concurrency, prefix },
  );
  worker.on('failed', (job, error) => logger.error({ err: error, job: job?.name }, 'job failed'));
  return {
    worker,
    close: async () => {
      await worker.close();
      await workerConnection.quit().catch(() => undefined);
    },
  };
}
