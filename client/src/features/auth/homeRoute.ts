import type { Role } from '@gabaritei/shared';

const HOME_ROUTES = {
  STUDENT: '/dashboard',
  TEACHER: '/teacher-dashboard',
  ADMIN: '/admin-panel',
} as const satisfies Record<Role, string>;
export type HomeRoute = (typeof HOME_ROUTES)[Role];

/** Where each role lands after signing in: its own main screen, never one it cannot use. */
export function homeRouteOf(role: Role): HomeRoute {
  return HOME_ROUTES[role];
}
