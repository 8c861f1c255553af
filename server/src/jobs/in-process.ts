import type { Logger } from 'pino';
import type { EnqueueOptions, JobName, JobPayloads, JobQueue, JobResults, Processors } from './types';

type Deps = {
  /** Resolved at run time: processors need services that are built after the queue. */
  processors: () => Processors;
  logger: Logger;
  baseBackoffMs?: number;
};

/**
 * The embedded-mode queue: jobs run in this process on the event loop, with delays,
 * de-duplication by id and retries with back-off, like the BullMQ back end. Delayed jobs
 * do not survive a restart; the periodic sweeps of the areas that schedule them do.
 */
export function createInProcessQueue({ processors, logger, baseBackoffMs = 500 }: Deps): JobQueue {
  const waiting = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  async function runWithRetries<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    attempts: number,
  ): Promise<JobResults[N]> {
    for (let attempt = 1; ; attempt++) {
      try {
        const processor = processors()[name] as (p: JobPayloads[N]) => Promise<JobResults[N]>;
        return await processor(payload);
      } catch (error) {
        if (attempt >= attempts || closed) throw error;
        logger.warn({ err: error, job: name, attempt }, 'job failed, retrying');
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, baseBackoffMs * 2 ** (attempt - 1));
          timer.unref();
        });
      }
    }
  }

  function schedule<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options: EnqueueOptions,
  ): Promise<JobResults[N]> {
    return new Promise<JobResults[N]>((resolve, reject) => {
      if (closed) {
        reject(new Error('queue closed'));
        return;
      }
      if (options.jobId && waiting.has(options.jobId)) {
        resolve(undefined as unknown as JobResults[N]);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (options.jobId) waiting.delete(options.jobId);
        const run = runWithRetries(name, payload, options.attempts ?? 3);
        running.add(run);
        run.then(resolve, (error: unknown) => {
          logger.error({ err: error, job: name }, 'job failed');
          reject(error);
        });
        void run.catch(() => undefined).finally(() => running.delete(run));
      }, options.delayMs ?? 0);
      timers.add(timer);
      if (options.jobId) waiting.set(options.jobId, timer);
    });
  }

  return {
    kind: 'in-process',
    async enqueue(name, payload, options = {}) {
      // Fire and forget: failures are logged by schedule().
      schedule(name, payload, options).catch(() => undefined);
    },
    async enqueueAndWait(name, payload, options = {}) {
      const job = schedule(name, payload, options);
      if (!options.timeoutMs) return job;
      let timeout: NodeJS.Timeout | undefined;
      const timer = new Promise<never>((_, reject) => {
        timeout = setTimeout(() => reject(new Error(`job ${name} timed out`)), options.timeoutMs);
      });
      try {
        return await Promise.race([job, timer]);
      } finally {
        clearTimeout(timeout);
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waiting.clear();
      await Promise.allSettled([...running]);
    },
  };
}
