import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The advisory lock key of the API instances' fallback sweep (any constant of our own: a
 * PostgreSQL advisory lock is per database, so deployments on one server do not meet).
 */
export const FALLBACK_SWEEP_LOCK = 4_172_020_041;

/** True when a session is still in progress with its deadline before `cutoff`. */
export async function anySessionDueBefore(db: Db, cutoff: Date): Promise<boolean> {
  const row = await db
    .selectFrom('exam_sessions')
    .where('status', '=', 'IN_PROGRESS')
    .where('expires_at', '<', cutoff)
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Runs `work` while this process holds the fallback sweep's advisory lock, on a connection
 * of its own kept for that long; null, without running it, when another process holds it.
 * A process that dies holding it loses its connection, and the lock with it.
 */
export async function withFallbackSweepLock<T>(db: Db, work: () => Promise<T>): Promise<T | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${FALLBACK_SWEEP_LOCK}) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${FALLBACK_SWEEP_LOCK})`.execute(connection);
    }
  });
}
