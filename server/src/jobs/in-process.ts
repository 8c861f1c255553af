import type { Logger } from 'pino';
import {
  coalesce,
  type CoalesceMemory,
  QueueClosedError,
  type EnqueueOptions,
  type JobMap,
  type JobQueue,
  type Processors,
} from './types';

type Deps<M extends JobMap> = {
  /** Resolved at run time: processors enqueue follow-ups on this very queue. */
  processors: () => Processors<M>;
  logger: Logger;
  baseBackoffMs?: number;
};

/**
 * The embedded-mode queue: jobs run in this process on the event loop, with delays,
 * de-duplication by id and retries with back-off, like the BullMQ back end. Delayed jobs
 * do not survive a restart; the periodic sweeps of the areas that schedule them do.
 */
export function createInProcessQueue<M extends JobMap>({
  processors,
  logger,
  baseBackoffMs = 500,
}: Deps<M>): JobQueue<M> {
  /** Jobs not finished yet (delayed, waiting, running or backing off), by jobId. */
  const unfinished = new Map<string, Promise<unknown>>();
  /** Jobs whose delay has not elapsed; close() cancels them. */
  const waiting = new Set<{
    name: string;
    timer: NodeJS.Timeout;
    delayed: boolean;
    reject(error: Error): void;
  }>();
  /** Jobs that failed for good since start (BullMQ keeps them a day; here, a count). */
  let failed = 0;
  const running = new Map<Promise<unknown>, string>();
  /** Back-off pauses in progress; close() cuts them short so it does not wait them out. */
  const pauses = new Set<() => void>();
  let closed = false;
  /** The last window of each coalesced job id (EnqueueOptions.leading). */
  const coalesced: CoalesceMemory = new Map();

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pauses.add(done);
    });
  }

  async function runWithRetries<N extends keyof M & string>(
    name: N,
    payload: M[N]['payload'],
    attempts: number,
  ): Promise<M[N]['result']> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await processors()[name](payload);
      } catch (error) {
        if (attempt >= attempts || closed) throw error;
        logger.warn({ err: error, job: name, attempt }, 'job failed, retrying');
        await pause(baseBackoffMs * 2 ** (attempt - 1));
        // Closing during the back-off: give up with the last error instead of retrying.
        if (closed) throw error;
      }
    }
  }

  function schedule<N extends keyof M & string>(
    name: N,
    payload: M[N]['payload'],
    options: EnqueueOptions,
  ): Promise<M[N]['result']> {
    if (closed) return Promise.reject(new QueueClosedError());
    // Date.now(): the same real time as the setTimeout delays below (see coalesce).
    options = coalesce(options, Date.now(), coalesced);
    const { jobId } = options;
    const existing = jobId ? unfinished.get(jobId) : undefined;
    // The same job is already on its way: callers share its outcome, as with BullMQ.
    if (existing) return existing as Promise<M[N]['result']>;

    const job = new Promise<M[N]['result']>((resolve, reject) => {
      const entry = {
        name,
        reject,
        delayed: (options.delayMs ?? 0) > 0,
        timer: setTimeout(() => {
          waiting.delete(entry);
          const run = runWithRetries(name, payload, options.attempts ?? 3);
          running.set(run, name);
          run.then(resolve, reject);
          void run.then(
            () => running.delete(run),
            () => running.delete(run),
          );
        }, options.delayMs ?? 0),
      };
      waiting.add(entry);
    });
    // Also marks the rejection as handled: `enqueue` callers never see it, the log does.
    job.catch((error: unknown) => {
      if (error instanceof QueueClosedError) return;
      failed++;
      logger.error({ err: error, job: name }, 'job failed');
    });
    if (jobId) {
      unfinished.set(jobId, job);
      const forget = () => {
        if (unfinished.get(jobId) === job) unfinished.delete(jobId);
      };
      job.then(forget, forget);
    }
    return job;
  }

  return {
    kind: 'in-process',
    async counts() {
      const delayed = [...waiting].filter((entry) => entry.delayed).length;
      // A delayed job runs on its own timer, in this process: none is ever due and waiting.
      return { waiting: waiting.size - delayed, active: running.size, delayed, due: 0, failed };
    },
    async pendingByName() {
      const pending: Record<string, number> = {};
      for (const name of [...[...waiting].map((entry) => entry.name), ...running.values()])
        pending[name] = (pending[name] ?? 0) + 1;
      return pending;
    },
    async enqueue(name, payload, options = {}) {
      if (closed) throw new QueueClosedError();
      // Fire and forget: failures are logged by schedule().
      void schedule(name, payload, options).catch(() => undefined);
    },
    async enqueueAndWait(name, payload, options = {}) {
      const job = schedule(name, payload, options);
      if (!options.timeoutMs) return job;
      let timeout: NodeJS.Timeout | undefined;
      const timer = new Promise<never>((_, reject) => {
        timeout = setTimeout(
          () => reject(new Error(`job ${name} timed out after ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      });
      try {
        return await Promise.race([job, timer]);
      } finally {
        clearTimeout(timeout);
      }
    },
    async close() {
      closed = true;
      // Jobs that have not started never will: their waiters learn it instead of hanging.
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.reject(new QueueClosedError());
      }
      waiting.clear();
      for (const cut of [...pauses]) cut();
      await Promise.allSettled([...running.keys()]);
    },
  };
}
