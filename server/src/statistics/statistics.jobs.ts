import { computeItemStatistics } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobDefinition, JobProducer, Processors } from '../jobs/types';
import {
  aggregateItems,
  findStatisticsVersion,
  listReleasingClasses,
  storeStatistics,
} from './statistics.repository';

export type StatisticsJobs = {
  /** Item statistics of one simulado and of each class that released it (stored). */
  'statistics.compute': JobDefinition<{ simuladoId: string }, { scopes: number }>;
};

/**
 * Longer than the ranking's window: during a live exam the ranking moves every quarter
 * second, item statistics need not, and each costs a pass over every answer.
 */
export const STATISTICS_COALESCE_WINDOW_MS = 2_000;

/** Asked for after each ranking recompute (ranking.jobs.ts) and after each regrade. */
export async function requestStatistics(
  jobs: JobProducer<StatisticsJobs>,
  simuladoId: string,
): Promise<void> {
  await jobs.enqueue(
    'statistics.compute',
    { simuladoId },
    { jobId: `statistics:${simuladoId}`, coalesceMs: STATISTICS_COALESCE_WINDOW_MS },
  );
}

/** Computes and stores the statistics of the simulado and of every class releasing it. */
export async function computeStatistics(db: Db, clock: Clock, simuladoId: string) {
  const scopes: Array<string | null> = [null, ...(await listReleasingClasses(db, simuladoId))];
  // Read first: a result written while these are computed leaves them behind, and the next
  // reader asks again (statistics.service.ts).
  const version = await findStatisticsVersion(db, simuladoId);
  for (const classId of scopes) {
    const { totals, items } = await aggregateItems(db, simuladoId, classId);
    // Deleted meanwhile (its questions went with it): nothing to store.
    if (items.length === 0) return { scopes: 0 };
    await storeStatistics(
      db,
      simuladoId,
      classId ?? '',
      computeItemStatistics(totals, items),
      clock.now(),
      version,
    );
  }
  return { scopes: scopes.length };
}

export function createStatisticsProcessors({
  db,
  clock,
}: {
  db: Db;
  clock: Clock;
}): Processors<StatisticsJobs> {
  return {
    'statistics.compute': async ({ simuladoId }) => computeStatistics(db, clock, simuladoId),
  };
}
