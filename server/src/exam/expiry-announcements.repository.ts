import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { ResultRow } from './attempts.repository';
import type { SessionRow } from './exam.repository';

/**
 * The expiry's announcements not yet sent (table expiry_announcements). Their leases are
 * on the database's clock: they only say which worker may send an event, never when time
 * is up.
 */

/** The announcements whose events went out: nothing is left to re-send for them. */
export async function forgetAnnouncements(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('expiry_announcements').where('session_id', 'in', sessionIds).execute();
}

/**
 * Takes up to `limit` announcements whose lease ran out (their worker died, or could not
 * send them), oldest first, and leases them to the caller for `leaseMs`; rows another
 * caller is taking are skipped. Answers their session ids.
 */
export async function leaseStrandedAnnouncements(
  db: DbOrTx,
  { leaseMs, limit }: { leaseMs: number; limit: number },
): Promise<string[]> {
  const { rows } = await sql<{ session_id: string }>`
    with stranded as (
      select a.session_id from expiry_announcements a
       where a.leased_until < clock_timestamp()
       order by a.leased_until
       limit ${limit}
       for update skip locked
    )
    update expiry_announcements a
       set leased_until = clock_timestamp() + ${leaseMs} * interval '1 millisecond'
      from stranded where a.session_id = stranded.session_id
    returning a.session_id
  `.execute(db);
  return rows.map((row) => row.session_id);
}

/** The sessions among `sessionIds` that still exist with their official result. */
export async function findFinalisedSessions(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<Array<{ session: SessionRow; result: ResultRow }>> {
  if (sessionIds.length === 0) return [];
  const [sessions, results] = await Promise.all([
    db.selectFrom('exam_sessions').selectAll().where('id', 'in', sessionIds).execute(),
    db
      .selectFrom('results')
      .selectAll()
      .where('exam_session_id', 'in', sessionIds)
      .where('attempt_type', '=', 'OFFICIAL')
      .execute(),
  ]);
  const bySession = new Map(results.map((result) => [result.exam_session_id, result]));
  return sessions.flatMap((session) => {
    const result = bySession.get(session.id);
    return result ? [{ session, result }] : [];
  });
}
