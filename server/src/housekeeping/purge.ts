import type { Logger } from 'pino';
import { deleteExpiredAuthTokens } from '../auth/auth-tokens.repository';
import { deleteExpiredSessions } from '../auth/session.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';

/** E-mail tokens are kept a day past their expiry, so a late click still gets a clear "expired". */
export const TOKEN_RETENTION_MS = 24 * 3600_000;
/** How often the purge runs by default: hourly is plenty for rows nobody reads again. */
export const PURGE_INTERVAL_MS = 3600_000;

/**
 * Deletes sign-in sessions past their expiry and e-mail tokens a day past theirs: nothing
 * reads them again, and they are personal data (IP-free, but tied to an account), which
 * the LGPD asks us not to keep without a reason.
 */
export async function purgeExpiredAuth(
  db: Db,
  now: Date,
): Promise<{ sessions: number; tokens: number }> {
  const sessions = await deleteExpiredSessions(db, now);
  const tokens = await deleteExpiredAuthTokens(db, new Date(now.getTime() - TOKEN_RETENTION_MS));
  return { sessions, tokens };
}

/**
 * Runs the purge every `intervalMs` (and once at start). Embedded mode: the API process;
 * scaled mode: the workers, like the expiry sweep.
 */
export function startPurger(
  deps: { db: Db; clock: Clock; logger: Pick<Logger, 'info' | 'error'> },
  intervalMs = PURGE_INTERVAL_MS,
): PeriodicTask {
  return startPeriodic(
    async () => {
      const purged = await purgeExpiredAuth(deps.db, deps.clock.now());
      if (purged.sessions + purged.tokens > 0) deps.logger.info(purged, 'purged expired auth rows');
    },
    {
      intervalMs,
      immediately: true,
      onError: (error) => deps.logger.error({ err: error }, 'purge failed'),
    },
  );
}
