import type { JobProducer } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';

/**
 * Under load, requests within one window share one job, which runs at the window's end:
 * a burst of submissions costs a handful of recomputes rather than one each. The first
 * request after a quiet window runs at once (the leading edge), so a lone submission is
 * broadcast without waiting; the window bounds how late the last one of a burst is.
 */
export const RANKING_COALESCE_WINDOW_MS = 250;

/**
 * The one way any area asks for a simulado's ranking to be rebuilt: after an official
 * result, an expiry, a deleted account, a regrade. Call it after the change committed.
 *
 * Coalescing: the job id names the simulado and the current window, and the job is
 * delayed to the window's end — but for the leading request, whose job of its own starts
 * at once. Every other request of a window therefore joins a job that has not started
 * yet, so it can never be lost to a recompute already under way; the processor
 * (ranking.recompute.ts) broadcasts the live top of the ranking first, keeps the rewrites
 * of one simulado's snapshot one at a time and skips those with nothing new to read.
 */
export async function requestRankingRecompute(
  jobs: JobProducer<RankingJobs>,
  simuladoId: string,
): Promise<void> {
  await jobs.enqueue(
    'ranking.recompute',
    { simuladoId },
    { jobId: `ranking:${simuladoId}`, coalesceMs: RANKING_COALESCE_WINDOW_MS, leading: true },
  );
}
