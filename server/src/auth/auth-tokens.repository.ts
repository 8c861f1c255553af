import type { DbOrTx, TokenPurpose } from '../db/database';
import { hashToken } from './tokens';

export async function insertAuthToken(
  db: DbOrTx,
  values: { userId: string; purpose: TokenPurpose; token: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: values.userId,
      purpose: values.purpose,
      token_hash: hashToken(values.token),
      expires_at: values.expiresAt,
      created_at: values.now,
    })
    .execute();
}

/** The owner of a token that is still usable (unused, unexpired), without using it. */
export async function findUsableTokenOwner(
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Marks a usable token used and returns its owner, or null. One UPDATE both checks and
 * spends it, so two concurrent requests with the same link cannot both succeed.
 */
export async function consumeAuthToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Spends every open token of one purpose: a newer link replaces the older ones. */
export async function invalidateUserTokens(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes every e-mail token that expired before `before`; returns how many. */
export async function deleteExpiredAuthTokens(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
