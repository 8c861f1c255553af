import type { Db, UsersTable } from '../../../server/src/db/database';

type Role = UsersTable['role'];

/** An account that signs in by a session row (no password hashing): the bench's admin. */
export async function createAccount(db: Db, role: Role): Promise<string> {
  const now = new Date();
  const { id } = await db
    .insertInto('users')
    .values({
      name: `Bench ${role}`,
      email: `${role.toLowerCase()}.${crypto.randomUUID()}@bench.gabaritei.dev`,
      password_hash: 'no-login',
      role,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
