import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import type { JobQueue } from '../jobs/types';
import type { ExamJobs } from './exam.jobs';
import { listExpiredSessionIds, type SessionRow } from './exam.repository';
import { createFinaliser, type FinaliserDeps } from './finalise';

/**
 * How often abandoned sessions are looked for by default (EXAM_SWEEP_INTERVAL_MS): the
 * delayed `exam.expire` job is the punctual path, the sweep the safety net.
 */
export const SWEEP_INTERVAL_MS = 15_000;
/** The `exam.expire` job runs this long after the grace ended, so it never runs early. */
export const EXPIRE_JOB_SLACK_MS = 2_000;
/** setTimeout's ceiling (~24.8 days): later expiries are left to the sweep. */
export const MAX_EXPIRE_JOB_DELAY_MS = 2 ** 31 - 1;

/**
 * Finalises every IN_PROGRESS session whose expiresAt + grace has passed, in batches,
 * oldest first. Safe to run anywhere and any number of times at once: the finalisation's
 * conditional UPDATE lets one caller write each result. Returns how many this run wrote.
 */
export async function sweepExpiredSessions(
  deps: FinaliserDeps,
  { batchSize = 100, maxBatches = 20 }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const finaliser = createFinaliser(deps);
  const cutoff = new Date(deps.clock.now().getTime() - SAVE_GRACE_MS);
  // A session that keeps failing must not make the loop spin on the same batch.
  const tried = new Set<string>();
  let finalised = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const ids = await listExpiredSessionIds(deps.db, cutoff, { limit: batchSize });
    const fresh = ids.filter((id) => !tried.has(id));
    if (fresh.length === 0) break;
    for (const id of fresh) {
      tried.add(id);
      try {
        if ((await finaliser.finalise(id, 'expiry'))?.won) finalised++;
      } catch (error) {
        deps.logger.error({ err: error, sessionId: id }, 'could not finalise an expired session');
      }
    }
    if (ids.length < batchSize) break;
  }
  return finalised;
}

/**
 * Runs the sweep every `intervalMs`. Embedded mode: the API process (app.ts, through
 * periodicTaskPlugin). Scaled mode: each worker process (createRuntime, worker role) — the API
 * instances do not sweep; several workers sweeping at once is harmless.
 */
export function startExpirySweeper(
  deps: FinaliserDeps,
  intervalMs = SWEEP_INTERVAL_MS,
): PeriodicTask {
  return startPeriodic(() => sweepExpiredSessions(deps), {
    intervalMs,
    onError: (error) => deps.logger.error({ err: error }, 'expiry sweep failed'),
  });
}

/**
 * The punctual expiry of a session just started: one delayed exam.expire at its end plus
 * the save grace. Beyond a timer's range the sweep finalises it; a failed enqueue too.
 */
export async function scheduleExpiry(
  deps: { clock: Clock; jobs: JobQueue<ExamJobs>; logger: Pick<Logger, 'warn'> },
  session: SessionRow,
): Promise<void> {
  const runAt = session.expires_at.getTime() + SAVE_GRACE_MS + EXPIRE_JOB_SLACK_MS;
  const delayMs = Math.max(0, runAt - deps.clock.now().getTime());
  if (delayMs > MAX_EXPIRE_JOB_DELAY_MS) return;
  await deps.jobs
    .enqueue('exam.expire', { sessionId: session.id }, { delayMs, jobId: session.id })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, sessionId: session.id }, 'could not schedule exam.expire'),
    );
}
