import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/types';
import type { SessionCache } from './session-cache';
import { createSessionLifecycle } from './session-lifecycle';

/**
 * What 'Minha Conta' needs of the session lifecycle (auth/session-lifecycle.ts): sessions
 * end LIVE, on every API instance — the cached cookies go and the open sockets close.
 */
export type SessionEnder = {
  /** Account deleted (the caller already removed the rows): every session and socket ends. */
  endAll(userId: string): Promise<void>;
  /** Password changed: every OTHER session and its sockets end; the current tab stays. */
  endOthers(userId: string, keepSessionToken: string | null): Promise<void>;
};

export function createSessionEnder(deps: {
  db: Db;
  sessionCache: Pick<SessionCache, 'forget' | 'forgetUser'>;
  events: Pick<EventPublisher, 'disconnectRoom'>;
}): SessionEnder {
  const lifecycle = createSessionLifecycle(deps);
  return {
    endAll: (userId) => lifecycle.endSessions(userId, { alreadyDeleted: true }),
    endOthers: (userId, keep) => lifecycle.endSessions(userId, keep ? { except: keep } : {}),
  };
}
