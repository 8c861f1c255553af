import type { Role } from '@gabaritei/shared';
import type { DbOrTx, UserRow } from '../db/database';

export type NewAccount = {
  name: string;
  /** Already trimmed and lower-cased by the shared e-mail schema. */
  email: string;
  passwordHash: string;
  role: Role;
  emailVerifiedAt: Date | null;
  now: Date;
};

/**
 * Inserts a user, or returns null when the e-mail is taken. The unique index decides, so
 * two concurrent registrations of one e-mail can never both succeed; ON CONFLICT keeps a
 * surrounding transaction usable (a raised violation would abort it on PostgreSQL).
 */
export async function insertUser(db: DbOrTx, account: NewAccount): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({
      name: account.name,
      email: account.email,
      password_hash: account.passwordHash,
      role: account.role,
      email_verified_at: account.emailVerifiedAt,
      created_at: account.now,
      updated_at: account.now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

/** Keeps the first verification time when the e-mail was already verified. */
export async function markEmailVerified(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Which of these e-mails already have an account. */
export async function listExistingEmails(db: DbOrTx, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  return rows.map((row) => row.email);
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/** The accounts of these e-mails (the demo's, at start). */
export async function listUsersByEmail(db: DbOrTx, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db.selectFrom('users').selectAll().where('email', 'in', emails).execute();
}
