import type { ServerEventName, ServerEventPayload } from '@gabaritei/shared';

/**
 * Publishes Socket.IO events to rooms from anywhere: the API (through its io server and
 * the Redis adapter) or the workers (through the Redis emitter).
 */
export interface EventPublisher {
  /** Only the events of shared's contract, each with its own payload. */
  toRoom<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void;
  /** Closes every socket in the room, on every API instance (a deleted account's tabs). */
  disconnectRoom(room: string): void;
}

/** Room names in one place, so emitters and subscribers never drift apart. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  /** One sign-in session, by the hash of its token (never the token itself). */
  session: (tokenHash: string) => `session:${tokenHash}`,
  ranking: (simuladoId: string) => `ranking:${simuladoId}`,
};
