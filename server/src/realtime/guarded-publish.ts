import type { Redis } from 'ioredis';

/**
 * Makes PUBLISH on this connection never reject. The Socket.IO Redis adapter and emitter
 * publish without awaiting, so while Redis restarts a queued PUBLISH that runs out of
 * retries became an unhandled rejection and brought the whole process down (seen in the
 * cluster smoke's Redis restart). A live event lost during an outage is acceptable: the
 * clients refetch after a gap in the connection. Returns the connection for chaining.
 */
export function guardPublish(redis: Redis, onError: (error: unknown) => void): Redis {
  const publish = redis.publish.bind(redis) as (...args: unknown[]) => Promise<number>;
  const guarded = (...args: unknown[]) =>
    publish(...args).catch((error: unknown) => {
      onError(error);
      return 0;
    });
  Object.assign(redis, { publish: guarded });
  return redis;
}
