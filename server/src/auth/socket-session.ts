import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { SocketSessionResolver } from '../realtime/socket-server';
import { rooms } from '../realtime/types';
import { findSessionUser } from './session.repository';
import { hashToken } from './tokens';

/**
 * The Socket.IO handshake's view of a sign-in: the same session look-up as the HTTP
 * routes, plus the session's own room (by the token's hash, never the token), so that
 * ending that one session closes exactly its sockets (auth/session-lifecycle.ts).
 */
export function createSocketSessionResolver(deps: { db: Db; clock: Clock }): SocketSessionResolver {
  return async (token) => {
    const user = await findSessionUser(deps.db, token, deps.clock.now());
    return user ? { user, sessionRoom: rooms.session(hashToken(token)) } : null;
  };
}
