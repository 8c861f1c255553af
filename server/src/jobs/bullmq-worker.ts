import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import { connection, QUEUE_NAME } from './bullmq';
import type { JobMap, Processors } from './types';

/** Starts a BullMQ worker running the given processors (the worker role's runtime, tests). */
export function startBullMqWorker<M extends JobMap>({
  redisUrl,
  processors,
  logger,
  concurrency = 8,
  prefix,
  lockDurationMs = 30_000,
}: {
  redisUrl: string;
  processors: Processors<M>;
  logger: Logger;
  concurrency?: number;
  prefix?: string;
  /** A dead worker's job is taken back once its lock expired, checked as often. */
  lockDurationMs?: number;
}): { worker: Worker; close(): Promise<void> } {
  const workerConnection = connection(redisUrl);
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const processor = (
        processors as Partial<Record<string, (payload: unknown) => Promise<unknown>>>
      )[job.name];
      // Retrying cannot make an unknown job known (an older worker than the API).
      if (!processor) throw new UnrecoverableError(`No processor for job ${job.name}`);
      return processor(job.data);
    },
    {
      connection: workerConnection as ConnectionOptions,
      concurrency,
      prefix,
      lockDuration: lockDurationMs,
      stalledInterval: lockDurationMs,
    },
  );
  worker.on('failed', (job, error) =>
    logger.error({ err: error, job: job?.name, jobId: job?.id }, 'job failed'),
  );
  worker.on('error', (error) => logger.error({ err: error }, 'job worker: redis error'));
  return {
    worker,
    close: async () => {
      // Waits for the running jobs; only then may their resources (DB, mailer) go.
      await worker.close();
      await workerConnection.quit().catch(() => undefined);
    },
  };
}
