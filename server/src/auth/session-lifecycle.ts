import type { Db } from '../db/database';
import { rooms, type EventPublisher } from '../realtime/types';
import type { SessionCache } from './session-cache';
import { deleteOtherUserSessions, deleteSession, deleteUserSessions } from './session.repository';
import { hashToken } from './tokens';

export type SessionLifecycleDeps = {
  db: Db;
  sessionCache: Pick<SessionCache, 'forget' | 'forgetUser'>;
  /** Through the Redis adapter (or emitter), a room's sockets close on every instance. */
  events: Pick<EventPublisher, 'disconnectRoom'>;
};

/**
 * How a session ends, in one place: the row goes, the cached look-ups go, and the live
 * sockets opened with it are closed on every API instance — a socket
 * must not keep receiving `ranking:me` or `exam:expired` after its sign-in ended.
 */
export function createSessionLifecycle({ db, sessionCache, events }: SessionLifecycleDeps) {
  return {
    /** Logout, or a new sign-in over an old cookie: that session only. */
    async endSession(token: string): Promise<void> {
      await deleteSession(db, token);
      sessionCache.forget(token);
      events.disconnectRoom(rooms.session(hashToken(token)));
    },

    /**
     * Ends every session of a user (password reset or change, account deletion), or every
     * one but `except` — the token of the request changing the password, which stays signed
     * in. The caller that deleted the rows itself (in its own transaction) passes
     * `alreadyDeleted` so only the cache and the sockets are told.
     */
    async endSessions(
      userId: string,
      options: { except?: string; alreadyDeleted?: boolean } = {},
    ): Promise<void> {
      if (options.except) {
        const ended = await deleteOtherUserSessions(db, userId, options.except);
        sessionCache.forgetUser(userId);
        for (const idHash of ended) events.disconnectRoom(rooms.session(idHash));
        return;
      }
      if (!options.alreadyDeleted) await deleteUserSessions(db, userId);
      sessionCache.forgetUser(userId);
      events.disconnectRoom(rooms.user(userId));
    },
  };
}

export type SessionLifecycle = ReturnType<typeof createSessionLifecycle>;
