import { randomUUID } from 'node:crypto';
import type { JobProducer } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';

/**
 * Under load, the requests of one window share one job, which runs at the window's end:
 * a burst of submissions costs about one recompute — and one broadcast to every watcher —
 * a second, rather than one each. The first request after a quiet window runs at once
 * (the leading edge), and a burst's last requests are flushed once they stop for
 * RANKING_FLUSH_AFTER_MS (the trailing edge), so neither waits for the window.
 */
export const RANKING_COALESCE_WINDOW_MS = 1_000;

/**
 * How long this process waits for requests to stop before flushing them. Longer than the
 * gaps between a burst's submit batches, short beside the half second a watcher may wait.
 */
export const RANKING_FLUSH_AFTER_MS = 100;

/** Per producer (one per process), the simulados whose requests wait for a quiet moment. */
const flushes = new WeakMap<
  JobProducer<RankingJobs>,
  Map<string, { timer: NodeJS.Timeout; requests: number }>
>();

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
 * The window's job is kept by the queue (in Redis when scaled); the flush, a timer of this
 * process, only brings the update forward.
 */
export async function requestRankingRecompute(
  jobs: JobProducer<RankingJobs>,
  simuladoId: string,
): Promise<void> {
  flushWhenQuiet(jobs, simuladoId);
  await jobs.enqueue(
    'ranking.recompute',
    { simuladoId },
    { jobId: `ranking:${simuladoId}`, coalesceMs: RANKING_COALESCE_WINDOW_MS, leading: true },
  );
}

/**
 * (Re)arms the simulado's flush: once no request came for RANKING_FLUSH_AFTER_MS, one job
 * runs at once — unless there was a single request, which led and ran already.
 */
function flushWhenQuiet(jobs: JobProducer<RankingJobs>, simuladoId: string): void {
  const pending = flushes.get(jobs) ?? new Map();
  flushes.set(jobs, pending);
  const previous = pending.get(simuladoId);
  if (previous) clearTimeout(previous.timer);
  const requests = (previous?.requests ?? 0) + 1;
  const timer = setTimeout(() => {
    pending.delete(simuladoId);
    if (requests < 2) return;
    // An id of its own: it never joins a job that may be under way already.
    const jobId = `ranking:${simuladoId}:flush:${randomUUID()}`;
    const trailing = { simuladoId, trailing: true };
    jobs.enqueue('ranking.recompute', trailing, { jobId }).catch(() => undefined);
  }, RANKING_FLUSH_AFTER_MS);
  // A process may exit with a flush pending: the window's job is the queue's to keep.
  timer.unref();
  pending.set(simuladoId, { timer, requests });
}
