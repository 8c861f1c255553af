import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import {
  findFinalisedSessions,
  forgetAnnouncements,
  leaseStrandedAnnouncements,
} from './expiry-announcements.repository';
import { createFinaliser, type Finalised, type FinaliserDeps } from './finalise';

/**
 * Each candidate whose time ran out hears exam:expired, even when the worker that
 * finalised her died between its commit and her event. finalise_due_sessions writes an
 * announcement row with each result, leased for 5 s to the batch's worker, which deletes
 * the rows of the events it sent (`sendAnnouncements`); whatever is left once its lease has
 * run out is re-sent by any worker (`resendStrandedAnnouncements`). An event may so go out
 * twice (a worker slower than its lease), which the exam screen ignores; it is never lost
 * while a worker runs.
 */

/** How long a re-sender holds the announcements it took before another may take them. */
export const RESEND_LEASE_MS = 5_000;
/** How often each worker (or the embedded process) looks for stranded announcements. */
export const RESEND_INTERVAL_MS = 1_000;
const RESEND_BATCH = 200;

type Finaliser = ReturnType<typeof createFinaliser>;

/**
 * Sends each finalised session's exam:expired, then forgets the announcements that went
 * out; a failed one keeps its row and is re-sent after its lease. Never rejects: every
 * failure is logged.
 */
export async function sendAnnouncements(
  deps: Pick<FinaliserDeps, 'db' | 'logger'>,
  finaliser: Pick<Finaliser, 'announceExpiry'>,
  finalised: readonly Finalised[],
): Promise<number> {
  const sent = await Promise.all(
    finalised.map((one) =>
      finaliser.announceExpiry(one).then(
        () => one.session.id,
        (error: unknown) => {
          deps.logger.warn(
            { err: error, sessionId: one.session.id },
            'could not announce the expired session',
          );
          return null;
        },
      ),
    ),
  );
  const done = sent.filter((id): id is string => id !== null);
  await forgetAnnouncements(deps.db, done).catch((error: unknown) =>
    // The events went out: at worst they go out once more after the lease.
    deps.logger.warn({ err: error }, 'could not forget the sent announcements'),
  );
  return done.length;
}

/**
 * Re-sends the announcements whose lease ran out, up to `limit` a call; those whose
 * session or result has gone since (a deleted account or paper) are dropped. Answers how
 * many were sent.
 */
export async function resendStrandedAnnouncements(
  deps: FinaliserDeps,
  finaliser: Pick<Finaliser, 'announceExpiry'> = createFinaliser(deps),
  limit = RESEND_BATCH,
): Promise<number> {
  const stranded = await leaseStrandedAnnouncements(deps.db, { leaseMs: RESEND_LEASE_MS, limit });
  if (stranded.length === 0) return 0;
  const found = await findFinalisedSessions(deps.db, stranded);
  const alive = new Set(found.map((one) => one.session.id));
  await forgetAnnouncements(
    deps.db,
    stranded.filter((id) => !alive.has(id)),
  );
  return sendAnnouncements(
    deps,
    finaliser,
    found.map(({ session, result }) => ({ session, result, won: true })),
  );
}

/** Runs the re-send every `intervalMs` where the expiry runs (see startExpirySweeper). */
export function startAnnouncementResender(
  deps: FinaliserDeps,
  intervalMs = RESEND_INTERVAL_MS,
): PeriodicTask {
  const finaliser = createFinaliser(deps);
  return startPeriodic(() => resendStrandedAnnouncements(deps, finaliser), {
    intervalMs,
    onError: (error) => deps.logger.error({ err: error }, 'announcement re-send failed'),
  });
}
