import type { JobProducer } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';

/**
 * Requests within one window share one job; it runs at the window's end. Short enough to
 * keep watchers within about a second of a submission, long enough that a burst of
 * submissions costs a handful of recomputes rather than one each.
 */
export const RANKING_COALESCE_WINDOW_MS = 250;

/**
 * The one way any area asks for a simulado's ranking to be rebuilt: after an official
 * result, an expiry, a deleted account, a regrade. Call it after the change committed.
 *
 * Coalescing: the job id names the simulado and the current window, and the job is
 * delayed to the window's end. Every request of a window therefore joins a job that has
 * not started yet, so it can never be lost to a recompute already under way; the
 * processor (ranking.recompute.ts) keeps recomputes of one simulado one at a time and
 * skips those with nothing new to read.
 */
export async function requestRankingRecompute(
  jobs: JobProducer<RankingJobs>,
  simuladoId: string,
): Promise<void> {
  await jobs.enqueue(
    'ranking.recompute',
    { simuladoId },
    { jobId: `ranking:${simuladoId}`, coalesceMs: RANKING_COALESCE_WINDOW_MS },
  );
}
