import type { AdminUser } from '@gabaritei/shared';
import type { AdminUserRow } from './user-search.repository';

/** A row of the admin users table: verification as a flag, dates ISO 8601. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}
