import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import { sweepExpiredSessions } from './expiry';
import { anySessionDueBefore, withFallbackSweepLock } from './expiry-fallback.repository';
import type { FinaliserDeps } from './finalise';

/** How often a scaled API instance looks for sessions the workers left open. */
export const FALLBACK_CHECK_INTERVAL_MS = 5_000;

/**
 * How late past its grace a session must be before an API instance sweeps it. With a
 * worker running, its exam.expire job finalises a session within about a second of the
 * grace and its sweep within 15 s; a session this late means no worker is expiring (all
 * stopped, or cut off from Redis). Check interval + this + a batch's time stays under the
 * 30 s after the grace that every session is finalised within.
 */
export const FALLBACK_LATE_MS = 10_000;

export type FallbackSweepDeps = FinaliserDeps & {
  /** PGlite is one process with one connection: no lock to take, none to share it with. */
  databaseKind: 'postgres' | 'pglite';
};

/**
 * One look of the fallback: when a session is FALLBACK_LATE_MS past its grace and still
 * open, the instance holding the advisory lock (so never two at once; the others skip this
 * round) sweeps every due session as a worker would. Returns how many it finalised, or
 * null when there was nothing late or another instance held the lock.
 */
export async function fallbackSweep(
  deps: FallbackSweepDeps,
  lateMs = FALLBACK_LATE_MS,
): Promise<number | null> {
  const cutoff = new Date(deps.clock.now().getTime() - SAVE_GRACE_MS - lateMs);
  if (!(await anySessionDueBefore(deps.db, cutoff))) return null;
  const sweep = async () => {
    const finalised = await sweepExpiredSessions(deps);
    deps.logger.warn({ finalised }, 'expiry fallback: no worker expired these sessions');
    return finalised;
  };
  return deps.databaseKind === 'pglite' ? sweep() : withFallbackSweepLock(deps.db, sweep);
}

/** The scaled API instances' periodic fallback (exam.module.ts, role 'api'). */
export function startFallbackSweeper(
  deps: FallbackSweepDeps,
  intervalMs = FALLBACK_CHECK_INTERVAL_MS,
): PeriodicTask {
  return startPeriodic(() => fallbackSweep(deps), {
    intervalMs,
    onError: (error) => deps.logger.error({ err: error }, 'expiry fallback sweep failed'),
  });
}
