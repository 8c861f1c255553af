import type { AccountProfile } from '@gabaritei/shared';
import type { ProfileRow } from './account.repository';

export function presentProfile(row: ProfileRow): AccountProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    rankingDisplay: row.ranking_display,
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
