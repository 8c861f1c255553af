import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { guardPublish } from './guarded-publish';
import type { EventPublisher } from './types';

/**
 * The workers' EventPublisher: publishes on the channel the API instances' Redis adapter
 * listens to, so a job can push an event to a room without an io server of its own. The
 * caller owns `redis` (an ordinary, non-subscriber connection) and closes it.
 */
export function createRedisEmitterPublisher(redis: Redis, channelKey: string): EventPublisher {
  // The adapter's `key` (realtime/socket-server.ts): another deployment's key hears nothing.
  // The emitter publishes without awaiting: see guardPublish.
  const emitter = new Emitter(
    guardPublish(redis, () => undefined),
    { key: channelKey },
  );
  return {
    toRoom: (room, event, payload) => {
      emitter.to(room).emit(event, payload);
    },
    disconnectRoom: (room) => {
      emitter.in(room).disconnectSockets(true);
    },
  };
}
