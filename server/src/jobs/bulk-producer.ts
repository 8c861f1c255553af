import type { Job, JobsOptions, Queue } from 'bullmq';
import { createBatcher } from '../batching/batcher';

/** One job as Queue.addBulk takes it. */
export type BulkJob = { name: string; data: unknown; opts: JobsOptions };

/**
 * Adds BullMQ jobs in bulk: the adds made while earlier ones are on their way to Redis
 * go together in one `addBulk` (one round trip, one MULTI of the add scripts) instead of
 * one script call each. The start of an exam is what it is for: 2,000 candidates starting
 * within seconds schedule 2,000 `exam.expire` jobs, each otherwise its own round trip
 * competing with the starts' own. A lone add still goes at once (batching/batcher.ts);
 * options, delays and deduplication are the same as `Queue.add`'s.
 */
export function createBulkProducer(
  queue: Pick<Queue, 'addBulk'>,
  { maxInFlight = 2, maxBatch = 200 }: { maxInFlight?: number; maxBatch?: number } = {},
) {
  const batcher = createBatcher<BulkJob, Job>({
    maxInFlight,
    maxBatch,
    run: (jobs) => queue.addBulk(jobs),
  });
  return {
    add: (name: string, data: unknown, opts: JobsOptions): Promise<Job> =>
      batcher.submit({ name, data, opts }),
  };
}
