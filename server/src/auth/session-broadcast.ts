import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SessionCache } from './session-cache';

export type BroadcastSessionCache = SessionCache & {
  /** Resolves once this instance listens to the others (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
};

/**
 * The session cache of SessionCache, made to hold across API instances: when a user's
 * sessions end here (account deleted, password reset), every other instance drops its
 * cached entries for that user too, through Redis pub/sub, instead of accepting the old
 * cookie for up to the cache's TTL. Without Redis (embedded mode: one process) it is the
 * plain in-memory cache. A message lost while Redis is down still expires with the TTL.
 */
export function broadcastSessionCache(
  cache: SessionCache,
  deps: {
    redis: Redis | null;
    /** RedisKeys.sessionsEnded: the channel of this deployment's API instances. */
    redisKeys: { sessionsEnded: string };
    logger: Pick<Logger, 'warn'>;
  },
): BroadcastSessionCache {
  const { redis, logger } = deps;
  const channelName = deps.redisKeys.sessionsEnded;
  if (!redis) return { ...cache, ready: Promise.resolve(), close: async () => {} };

  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) =>
    logger.warn({ err: error }, 'session broadcast subscriber error'),
  );
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== channelName) return;
    const userId = readUserId(message);
    if (userId) cache.forgetUser(userId);
  });
  const ready = subscriber.subscribe(channelName).then(
    () => undefined,
    (error: unknown) => logger.warn({ err: error }, 'could not subscribe to session broadcasts'),
  );

  return {
    ...cache,
    forgetUser(userId) {
      cache.forgetUser(userId);
      redis
        .publish(channelName, JSON.stringify({ userId }))
        .catch((error: unknown) =>
          logger.warn({ err: error, userId }, 'could not broadcast ended sessions'),
        );
    },
    ready,
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

function readUserId(message: string): string | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null && 'userId' in parsed) {
      const { userId } = parsed;
      return typeof userId === 'string' ? userId : null;
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}
