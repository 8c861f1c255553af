import type { SessionUser } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { hashToken } from './tokens';

export async function insertSession(
  db: DbOrTx,
  values: { token: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashToken(values.token),
      user_id: values.userId,
      created_at: values.now,
      last_seen_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** The signed-in user behind a session cookie and when the session ends, or null. */
export async function findSession(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  return (await findSessions(db, [token], now)).get(token) ?? null;
}

/**
 * The sessions behind several cookies in one statement, by token (unknown or expired ones
 * absent): the look-ups of requests that arrive together, such as an exam day's 2,000
 * starts, share one round trip (plugins/session.ts).
 */
export async function findSessions(
  db: DbOrTx,
  tokens: readonly string[],
  now: Date,
): Promise<Map<string, { user: SessionUser; expiresAt: Date }>> {
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'sessions.expires_at',
    ])
    .where('sessions.id_hash', 'in', [...byHash.keys()])
    .where('sessions.expires_at', '>', now)
    .execute();
  const found = new Map<string, { user: SessionUser; expiresAt: Date }>();
  for (const { id_hash: hash, expires_at: expiresAt, ...user } of rows) {
    const token = byHash.get(hash);
    if (token !== undefined) found.set(token, { user, expiresAt });
  }
  return found;
}

/** The signed-in user behind a session cookie, or null when unknown or expired. */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  return (await findSession(db, token, now))?.user ?? null;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user (password reset, account deletion). */
export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Deletes every sign-in session that expired before `before`; returns how many. */
export async function deleteExpiredSessions(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Ends a user's sessions but `keepToken`'s; answers the ended sessions' id hashes. */
export async function deleteOtherUserSessions(
  db: DbOrTx,
  userId: string,
  keepToken: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '<>', hashToken(keepToken))
    .returning('id_hash')
    .execute();
  return rows.map((row) => row.id_hash);
}
