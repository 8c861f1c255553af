import type { SessionUser } from '@gabaritei/shared';
import type { UserRow } from '../db/database';

/** What a client learns about a signed-in user: never the hash or the verification state. */
export function presentUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
