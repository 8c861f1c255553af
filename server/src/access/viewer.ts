import { hasExactRole, type SessionUser } from '@gabaritei/shared';

/**
 * The rule behind every read about one user (results, mode, reports…): the user themself,
 * or an ADMIN. Areas that add readers (a teacher for their students) build on it.
 */
export function isSelfOrAdmin(viewer: SessionUser, userId: string): boolean {
  return viewer.id === userId || hasExactRole(viewer, 'ADMIN');
}
