import { sql } from 'kysely';
import type { RankingDisplay } from '@gabaritei/shared';
import type { DbOrTx, UserRow } from '../db/database';

export type ProfileRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'ranking_display' | 'email_verified_at' | 'created_at'
>;

/** A live account (never a deleted one's tombstone), or null. */
export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'ranking_display', 'email_verified_at', 'created_at'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function updateName(db: DbOrTx, userId: string, name: string, now: Date) {
  await db
    .updateTable('users')
    .set({ name, updated_at: now })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function updateRankingDisplay(
  db: DbOrTx,
  userId: string,
  display: RankingDisplay,
  now: Date,
) {
  await db
    .updateTable('users')
    .set({ ranking_display: display, updated_at: now })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The simulados whose official ranking holds a result of the user. */
export async function officialSimuladosOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('results')
    .select('simulado_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('attempt_type', '=', 'OFFICIAL')
    .execute();
  return rows.map((r) => r.simulado_id);
}

/** The account, locked until the transaction ends; null when unknown or already deleted. */
export async function lockAccount(
  db: DbOrTx,
  userId: string,
): Promise<Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'password_hash'> | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'password_hash'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/**
 * How many administrators there are, their rows locked until the transaction ends, so two
 * administrators deleting themselves at once cannot both pass the last-administrator rule.
 */
export async function lockAdministratorCount(db: DbOrTx): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}

/** The name a deleted account's official results keep; nothing else of the person stays. */
export const REMOVED_NAME = 'Participante removido';

/**
 * What names a person by e-mail alone, with no user row to follow: class enrolments (an
 * invitation comes before any account), logged e-mails and contact messages. Both ends of an
 * account (self-deletion here, an admin's deletion) erase them, from this one list.
 */
export async function deleteEmailTraces(db: DbOrTx, email: string): Promise<void> {
  await db.deleteFrom('class_students').where('email', '=', email).execute();
  await db.deleteFrom('outbox_emails').where('to_address', '=', email).execute();
  await db
    .deleteFrom('contact_messages')
    .where(sql`lower(email)`, '=', email)
    .execute();
}

/**
 * Self-deletion. Everything that names or belongs to the person goes, as the
 * admin deletion does, except the official results: the user row stays as a tombstone
 * without name, e-mail or password, so every ranking keeps its positions. Their answers
 * stay with them for the statistics; printed reports (they carry the name) go.
 */
export async function anonymiseAccount(
  db: DbOrTx,
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ anonymised_at: now, user_id: null })
    .where('user_id', '=', user.id)
    .execute();
  await deleteEmailTraces(db, user.email);
  await db.deleteFrom('classes').where('teacher_id', '=', user.id).execute();
  await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  await db.deleteFrom('auth_tokens').where('user_id', '=', user.id).execute();
  await db.deleteFrom('exam_sessions').where('user_id', '=', user.id).execute();
  await db
    .deleteFrom('results')
    .where('user_id', '=', user.id)
    .where('attempt_type', '=', 'PRACTICE')
    .execute();
  await db
    .deleteFrom('report_files')
    .where('result_id', 'in', (eb) =>
      eb.selectFrom('results').select('id').where('user_id', '=', user.id),
    )
    .execute();
  await db
    .updateTable('users')
    .set({
      name: REMOVED_NAME,
      // Unique and undeliverable (RFC 2606 .invalid): the e-mail is free for a new account.
      email: `removido-${user.id}@removido.invalid`,
      // No argon2 hash matches this, so no password ever signs in.
      password_hash: '!',
      role: 'STUDENT',
      email_verified_at: null,
      ranking_display: 'FULL_NAME',
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
}
