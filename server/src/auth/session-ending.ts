import type { EventPublisher } from '../realtime/types';
import { rooms } from '../realtime/types';
import type { SessionCache } from './session-cache';

/**
 * Ends a person's sessions LIVE, on every API instance: the cached cookies go (broadcast
 * through Redis by session-broadcast.ts) and the open sockets close. The rows themselves
 * are deleted by the caller, inside its transaction, before calling this.
 *
 * This is the one place 'Minha Conta' asks for it, so per-session socket disconnection
 * (closing every socket of the user but the current tab's) plugs in here alone.
 */
export type SessionEnder = {
  /** Account deleted: every session and socket of the user ends. */
  endAll(userId: string): void;
  /**
   * Password changed: every OTHER session ends. Sockets are closed per user today, so the
   * current tab's socket closes too and reconnects with its still valid cookie.
   */
  endOthers(userId: string, keepSessionToken: string | null): void;
};

export function createSessionEnder(deps: {
  sessionCache: Pick<SessionCache, 'forgetUser'>;
  events: Pick<EventPublisher, 'disconnectRoom'>;
}): SessionEnder {
  const endAll = (userId: string) => {
    deps.sessionCache.forgetUser(userId);
    deps.events.disconnectRoom(rooms.user(userId));
  };
  return { endAll, endOthers: (userId) => endAll(userId) };
}
