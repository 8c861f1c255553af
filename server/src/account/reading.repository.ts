import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/** The stored reading preferences of an account (null: never set). */
export async function findReadingPreferences(db: DbOrTx, userId: string): Promise<unknown> {
  const row = await db
    .selectFrom('users')
    .select('reading_preferences')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.reading_preferences ?? null;
}

export async function saveReadingPreferences(
  db: DbOrTx,
  userId: string,
  preferences: object,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ reading_preferences: sql`${JSON.stringify(preferences)}::jsonb` })
    .where('id', '=', userId)
    .execute();
}
