import { PENDING_EXAM_KEY, type Role } from '@gabaritei/shared';
import { homeRouteOf, type HomeRoute } from './homeRoute';

export type PostLoginTarget = {
  to: '/simulated' | HomeRoute;
  /** Hands the picked simulado to the list so it can reopen it (PRODUCT §2 autoSelectSimuladoId). */
  state?: { autoSelectSimuladoId: string };
};

type PendingStore = Pick<Storage, 'getItem' | 'removeItem'>;

/**
 * Where a fresh login lands (PRODUCT §2 Login page): a visitor who picked a simulado before
 * logging in goes back to the list, the pending id being consumed; everyone else to their
 * role's own screen: the dashboard, Minhas Turmas or the admin panel.
 */
export function takePostLoginTarget(
  role: Role,
  store: PendingStore | null = sessionStore(),
): PostLoginTarget {
  const pending = readAndClear(store);
  if (!pending) return { to: homeRouteOf(role) };
  return { to: '/simulated', state: { autoSelectSimuladoId: pending } };
}

function readAndClear(store: PendingStore | null): string | null {
  if (!store) return null;
  try {
    const value = store.getItem(PENDING_EXAM_KEY);
    if (value !== null) store.removeItem(PENDING_EXAM_KEY);
    return value;
  } catch {
    // Storage can be disabled by the browser; the login itself still counts.
    return null;
  }
}

function sessionStore(): PendingStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
