import type { JobQueue } from '../jobs/types';

/**
 * The one way any area asks for a simulado's ranking to be rebuilt: after an official
 * result, an expiry, a deleted account, a regrade. The ranking area owns how requests are
 * coalesced; callers only say which simulado changed.
 */
export async function requestRankingRecompute(
  jobs: Pick<JobQueue, 'enqueue'>,
  simuladoId: string,
): Promise<void> {
  await jobs.enqueue('ranking.recompute', { simuladoId }, { jobId: `ranking:${simuladoId}` });
}
