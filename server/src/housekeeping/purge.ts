import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';

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
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', now).executeTakeFirst();
  const tokens = await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<', new Date(now.getTime() - TOKEN_RETENTION_MS))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
  };
}

export type Purger = { stop(): Promise<void> };

/**
 * Runs the purge every `intervalMs` (and once at start), one run at a time. Embedded mode:
 * the API process; scaled mode: the workers, like the expiry sweep.
 */
export function startPurger(
  deps: { db: Db; clock: Clock; logger: Pick<Logger, 'info' | 'error'> },
  intervalMs = PURGE_INTERVAL_MS,
): Purger {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpiredAuth(deps.db, deps.clock.now())
      .then((purged) => {
        if (purged.sessions + purged.tokens > 0)
          deps.logger.info(purged, 'purged expired auth rows');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'purge failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
