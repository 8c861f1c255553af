import type { SessionUser } from '@gabaritei/shared';

/** The Socket.IO room of the admins watching the health tab. */
export const systemHealthRoom = 'admin:health';

/** Operational figures (simulado titles, load) are for admins only. */
export function canWatchSystemHealth(user: SessionUser | null): boolean {
  return user?.role === 'ADMIN';
}
