import { Job, Queue, QueueEvents, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ERROR_CODES } from '@gabaritei/shared';
import { AppError } from '../http/errors';
import { createBulkProducer } from './bulk-producer';
import {
  coalesce,
  type CoalesceMemory,
  QueueClosedError,
  type EnqueueOptions,
  type JobMap,
  type JobQueue,
} from './types';

/** One queue for all jobs; the job name selects the processor. */
export const QUEUE_NAME = 'gabaritei';

/**
 * How long an enqueue may wait for Redis. ioredis queues commands while disconnected and
 * retries forever, so without a bound a Redis outage would hang every request that
 * enqueues; with it the request fails (or, for best-effort jobs, logs) and moves on.
 */
export const ENQUEUE_TIMEOUT_MS = 5_000;

/** ioredis's states of a connection that was lost (not one still being opened). */
const REDIS_AWAY = new Set(['reconnecting', 'close', 'end']);

/** How often a caller of enqueueAndWait checks the job's state besides its event. */
const POLL_INTERVAL_MS = 1_000;

/**
 * Thrown when Redis did not take a job within the enqueue timeout: a 503 with a pt-BR
 * message if it reaches a client (the request can be retried), logged where best-effort.
 */
export class QueueUnavailableError extends AppError {
  constructor(why: string) {
    super(
      503,
      ERROR_CODES.SERVICE_UNAVAILABLE,
      'Serviço temporariamente indisponível. Tente novamente em instantes.',
    );
    this.name = 'QueueUnavailableError';
    this.cause = `the job queue (Redis) ${why}`;
  }
}

/** A connection BullMQ may block on (its queue, events and workers). */
export function connection(redisUrl: string): Redis {
  // BullMQ requires maxRetriesPerRequest: null on the connections it blocks on (it
  // duplicates this one for QueueEvents and the worker).
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/**
 * The scaled-mode producer: jobs go to Redis and the worker processes (role 'worker')
 * run them. `enqueueAndWait` listens for completion through QueueEvents.
 */
export function createBullMqQueue<M extends JobMap>({
  redisUrl,
  prefix,
  logger,
  enqueueTimeoutMs = ENQUEUE_TIMEOUT_MS,
  forgetOnCompletion = new Set(),
}: {
  redisUrl: string;
  prefix?: string;
  logger: Logger;
  enqueueTimeoutMs?: number;
  /** Job names removed from Redis as soon as they complete (their data names a person). */
  forgetOnCompletion?: ReadonlySet<string>;
}): JobQueue<M> {
  const queueConnection = connection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection: queueConnection as ConnectionOptions, prefix });
  // Without listeners, a Redis hiccup would be an unhandled 'error' event: a crash.
  queue.on('error', (error) => logger.warn({ err: error }, 'job queue: redis error'));
  const producer = createBulkProducer(queue);
  let events: { queueEvents: QueueEvents; ready: Promise<void> } | null = null;
  let closed = false;
  /** The last window of each coalesced job id this producer saw (EnqueueOptions.leading). */
  const coalesced: CoalesceMemory = new Map();
  /** Delayed coalesced jobs this producer added, by id, until they are due. */
  const pendingUntil = new Map<string, number>();
  let rejectWaiters: (error: Error) => void = () => undefined;
  const closing = new Promise<never>((_, reject) => {
    rejectWaiters = reject;
  });
  closing.catch(() => undefined);

  function listen() {
    if (!events) {
      // Created on first use: most API processes never wait for a job.
      const queueEvents = new QueueEvents(QUEUE_NAME, {
        connection: queueConnection as ConnectionOptions,
        prefix,
      });
      queueEvents.on('error', (error) => logger.warn({ err: error }, 'job events: redis error'));
      // Every caller awaits the same readiness, so none adds its job before we listen.
      events = { queueEvents, ready: queueEvents.waitUntilReady().then(() => undefined) };
    }
    return events;
  }

  async function add(name: string, payload: unknown, requested: EnqueueOptions) {
    if (closed) throw new QueueClosedError();
    // Date.now(): the real time BullMQ's delays run on (see coalesce).
    const now = Date.now();
    const options = coalesce(requested, now, coalesced);
    return { added: await send(name, payload, options), options, now };
  }

  /**
   * `enqueue` of a delayed job this producer already added, before it is due: Redis would
   * find it unfinished and do nothing, so the round trip is saved (a burst of submits
   * asks for its window's ranking job a thousand times).
   */
  async function enqueueOnce(name: string, payload: unknown, requested: EnqueueOptions) {
    const options = requested.jobId && requested.coalesceMs ? requested : null;
    if (!options) return add(name, payload, requested);
    const window = Math.floor(Date.now() / options.coalesceMs!);
    const key = `${options.jobId}:${window}`;
    const due = pendingUntil.get(key);
    if (due !== undefined && Date.now() < due - 5) return;
    const { options: sent, now } = await add(name, payload, requested);
    if (sent.delayMs && sent.jobId === key) {
      if (pendingUntil.size >= 1_000)
        for (const [other, until] of pendingUntil) if (until <= now) pendingUntil.delete(other);
      pendingUntil.set(key, now + sent.delayMs);
    }
  }

  async function send(name: string, payload: unknown, options: EnqueueOptions) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new QueueUnavailableError(`did not answer within ${enqueueTimeoutMs} ms`)),
        enqueueTimeoutMs,
      );
    });
    const added = producer.add(name, payload, {
      delay: options.delayMs,
      // Not BullMQ's jobId: a finished job's id stays taken as long as the job is kept
      // (removeOnComplete), which would silently drop the next run. Deduplication holds
      // only while the job is unfinished — the contract of EnqueueOptions.jobId.
      deduplication: options.jobId ? { id: options.jobId } : undefined,
      attempts: options.attempts ?? 3,
      backoff: { type: 'exponential', delay: 500 },
      removeOnComplete: forgetOnCompletion.has(name) ? true : { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    });
    // A late add after the timeout is harmless: every job is idempotent or deduplicated.
    added.catch(() => undefined);
    if (REDIS_AWAY.has(queueConnection.status)) {
      // Redis is known to be gone (its connection dropped; ioredis is reconnecting): no
      // point in holding the request for the timeout. ioredis keeps the command and sends
      // it once Redis is back, so the job is still added then (the ranking resumes).
      clearTimeout(timer);
      throw new QueueUnavailableError('is reconnecting');
    }
    try {
      return await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves with the job's return value once it completed (rejects once it failed). */
  async function pollUntilFinished(jobId: string | undefined, polling: { done: boolean }) {
    while (!polling.done && jobId) {
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      if (polling.done) break;
      const state = await queue.getJobState(jobId);
      if (state === 'completed' || state === 'failed') {
        const job = await Job.fromId(queue, jobId);
        if (state === 'failed') throw new Error(job?.failedReason ?? 'job failed');
        return job?.returnvalue;
      }
    }
    // Never settles once the caller stopped waiting: the race already has its answer.
    return new Promise<never>(() => undefined);
  }

  return {
    kind: 'bullmq',
    async counts() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      // BullMQ scores a delayed job by its time × 0x1000 (the low 12 bits order jobs of one
      // millisecond): those scored before now × 0x1000 are due.
      const due = await queueConnection.zcount(
        queue.toKey('delayed'),
        '-inf',
        Date.now() * 0x1000 - 1,
      );
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        due,
        failed: counts.failed ?? 0,
      };
    },
    async pendingByName() {
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized'], 0, 999);
      const pending: Record<string, number> = {};
      for (const job of jobs) if (job) pending[job.name] = (pending[job.name] ?? 0) + 1;
      return pending;
    },
    async enqueue(name, payload, options = {}) {
      await enqueueOnce(name, payload, options);
    },
    async enqueueAndWait(name, payload, options = {}) {
      if (closed) throw new QueueClosedError();
      const { queueEvents, ready } = listen();
      await ready;
      const { added: job } = await add(name, payload, options);
      // BullMQ's QueueEvents can miss a `completed` event that lands between its readiness
      // check and its first stream read (seen once in CI with a fast worker); a slow poll
      // of the job's state backs the event up. close() must not leave a caller waiting
      // forever for an event that cannot come.
      const polling = { done: false };
      const finished = job.waitUntilFinished(queueEvents, options.timeoutMs);
      try {
        return await Promise.race([finished, pollUntilFinished(job.id, polling), closing]);
      } finally {
        polling.done = true;
        finished.catch(() => undefined);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      rejectWaiters(new QueueClosedError());
      await events?.queueEvents.close();
      await queue.close();
      // BullMQ leaves connections it was handed open; the duplicates it made it closes.
      await queueConnection.quit().catch(() => undefined);
    },
  };
}
