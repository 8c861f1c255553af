import { sql } from 'kysely';
import type { Db } from '../db/database';

/** One round trip to the database, for gabaritei_database_up. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Sessions in progress, all simulados: answered by the partial index exam_sessions_open_idx. */
export async function countSessionsInProgress(db: Db): Promise<number> {
  const row = await db
    .selectFrom('exam_sessions')
    .where('status', '=', 'IN_PROGRESS')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Sessions in progress whose deadline plus grace is before `cutoff` (now minus the
 * grace), and the oldest such deadline: what the expiry should have finalised already.
 */
export async function sessionsOverdue(
  db: Db,
  cutoff: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('exam_sessions')
    .where('status', '=', 'IN_PROGRESS')
    .where('expires_at', '<', cutoff)
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('expires_at').as('oldest')])
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as Date | string) : null;
  return { count: Number(row?.count ?? 0), oldest };
}
