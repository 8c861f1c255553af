import { setTimeout as sleep } from 'node:timers/promises';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import type { JobQueue } from '../jobs/types';
import type { ExamJobs } from './exam.jobs';
import { findSession, type SessionRow } from './exam.repository';
import {
  afterOfficialResult,
  createFinaliser,
  isPastGrace,
  type Finalised,
  type FinaliserDeps,
} from './finalise';
import { sendAnnouncements } from './expiry-announcements';
import { finaliseDueSessions } from './finalise.repository';

/**
 * How often abandoned sessions are looked for by default (EXAM_SWEEP_INTERVAL_MS): the
 * delayed `exam.expire` job is the punctual path, the sweep the safety net.
 */
export const SWEEP_INTERVAL_MS = 15_000;
/**
 * The `exam.expire` job is due this long after the grace ended: a margin for the timers,
 * which are not the Clock. Every millisecond of it is waiting a candidate does for her
 * result, so it is small, and a job that still runs early waits (EARLY_JOB_WAIT_MS).
 */
export const EXPIRE_JOB_SLACK_MS = 250;
/**
 * A job at most this early (the queue's host and the worker's disagree by a little) waits
 * for the grace to end instead of leaving its session to the sweep, up to 15 s later. One
 * earlier than that was scheduled for a deadline since moved (extra time): a later job, or
 * the sweep, has it.
 */
export const EARLY_JOB_WAIT_MS = 2_000;
/** setTimeout's ceiling (~24.8 days): later expiries are left to the sweep. */
export const MAX_EXPIRE_JOB_DELAY_MS = 2 ** 31 - 1;

/**
 * Sessions one batch claims. Each candidate hears exam:expired only once the batch that
 * graded them commits, and a result's time is the batch's start: a batch must commit within
 * a second or so even on a loaded machine (200 took up to 6 s at 2,000 there), and on PGlite
 * it holds the event loop while it runs.
 */
export const EXPIRY_BATCH_SIZE = 50;

/**
 * The expiry's path: due sessions finalised in batches by one set-based call
 * (finaliseDueSessions), then, per batch as soon as it commits, one ranking recompute asked
 * per simulado and an exam:expired to each candidate. A batch skips the sessions another
 * transaction holds and the claim writes each result once, so the sweep, any number of jobs
 * and the reads may run over the same sessions at once: every due session is finalised
 * exactly once, and announced by the batch that finalised it (or, if its worker died
 * first, re-sent by another: expiry-announcements.ts).
 */
export function createExpirer(
  deps: FinaliserDeps,
  { batchSize = EXPIRY_BATCH_SIZE }: { batchSize?: number } = {},
) {
  const finaliser = createFinaliser(deps);

  /**
   * Announces one committed batch; never rejects (a failure is logged per session, and its
   * announcement re-sent later: expiry-announcements.ts).
   */
  async function announce(finalised: readonly Finalised[]): Promise<void> {
    for (const simuladoId of new Set(finalised.map((one) => one.session.simulado_id))) {
      // Not awaited: with Redis down the enqueue waits up to its timeout (see finalise).
      void afterOfficialResult(deps.jobs, simuladoId).catch((error: unknown) =>
        deps.logger.error({ err: error, simuladoId }, 'afterOfficialResult failed'),
      );
    }
    deps.metrics?.submissions.inc({ ended: 'expiry' }, finalised.length);
    // Each event goes out as soon as its own payload is built, not after the batch's.
    await sendAnnouncements(deps, finaliser, finalised);
  }

  /**
   * Claims and finalises one batch; `announced` settles once its events are out, so a
   * sweep may claim its next batch meanwhile.
   */
  async function claimBatch(first: string[], limit: number) {
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - SAVE_GRACE_MS);
    const batch = await finaliseDueSessions(deps.db, { now, cutoff, first, limit });
    const finalised: Finalised[] = batch.map((graded) => ({
      session: graded.session,
      result: graded.result,
      won: true,
      graded,
    }));
    return { finalised, announced: announce(finalised) };
  }

  async function expireBatch(first: string[], limit: number): Promise<Finalised[]> {
    const { finalised, announced } = await claimBatch(first, limit);
    await announced;
    return finalised;
  }

  /**
   * The `exam.expire` job: finalises its session, if its time is up, in a batch with the
   * other due sessions, so a wave of time-ups costs one statement per batch and the jobs
   * behind find theirs done with one read. A session held by a save in flight is finalised
   * alone, waiting for it, as before.
   */
  async function expire(sessionId: string): Promise<boolean> {
    const session = await findSession(deps.db, sessionId);
    if (!session || session.status !== 'IN_PROGRESS') return false;
    const early = session.expires_at.getTime() + SAVE_GRACE_MS - deps.clock.now().getTime();
    if (early >= 0 && early <= EARLY_JOB_WAIT_MS) await sleep(early + 1);
    if (!isPastGrace(session.expires_at, deps.clock.now())) return false;
    const batch = await expireBatch([sessionId], batchSize);
    if (batch.some((one) => one.session.id === sessionId)) return true;
    return (await finaliser.finalise(sessionId, 'expiry'))?.won ?? false;
  }

  return { expire, expireBatch, claimBatch };
}

/**
 * Finalises every IN_PROGRESS session whose expiresAt + grace has passed, in batches,
 * oldest first. Safe to run anywhere and any number of times at once, beside the jobs: a
 * batch skips what another holds. Returns how many this run wrote.
 */
export async function sweepExpiredSessions(
  deps: FinaliserDeps,
  {
    batchSize = EXPIRY_BATCH_SIZE,
    maxBatches = 1000,
  }: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const { claimBatch } = createExpirer(deps, { batchSize });
  let finalised = 0;
  // Each batch is announced while the next is claimed: a wave's later batches do not wait
  // for the earlier ones' events to be built.
  const announcing: Array<Promise<void>> = [];
  for (let batch = 0; batch < maxBatches; batch++) {
    const { finalised: done, announced } = await claimBatch([], batchSize);
    announcing.push(announced);
    finalised += done.length;
    if (done.length < batchSize) break;
  }
  await Promise.all(announcing);
  return finalised;
}

/**
 * Runs the sweep every `intervalMs`. Embedded mode: the API process (app.ts, through
 * periodicTaskPlugin). Scaled mode: each worker process (createRuntime, worker role), and
 * an API instance only when no worker expires sessions (expiry-fallback.ts); several
 * sweeping at once is harmless.
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
