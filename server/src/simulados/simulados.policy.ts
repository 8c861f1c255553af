import { hasExactRole, type SessionUser } from '@gabaritei/shared';

/** The one rule for the catalogue: only an ADMIN reads the gabarito before an attempt. */
export function canReadAnswerKey(viewer: SessionUser | null): boolean {
  return hasExactRole(viewer, 'ADMIN');
}
