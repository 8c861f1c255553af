/**
 * Every name this deployment uses in Redis, derived from one prefix (REDIS_PREFIX). Two
 * deployments sharing one Redis (staging beside production, two tenants) then neither take
 * each other's jobs nor hear each other's events, rate-limit counters or session ends.
 * Everything that touches Redis asks this module for its names.
 */
export type RedisKeys = {
  prefix: string;
  /** BullMQ's own `prefix` option: its keys are `<prefix>:bull:<queue>:…`. */
  bullmq: string;
  /** The `key` of the Socket.IO Redis adapter and of the workers' emitter: they must agree. */
  socketIo: string;
  /** Pub/sub channel on which API instances tell each other whose sessions ended. */
  sessionsEnded: string;
  rankingWatchers(simuladoId: string): string;
  /** Prepended to every rate-limit counter's key. */
  rateLimit: string;
};

export const DEFAULT_REDIS_PREFIX = 'gabaritei';

export function redisKeys(prefix: string = DEFAULT_REDIS_PREFIX): RedisKeys {
  return {
    prefix,
    bullmq: `${prefix}:bull`,
    socketIo: `${prefix}:socket.io`,
    sessionsEnded: `${prefix}:sessions:ended`,
    rankingWatchers: (simuladoId) => `${prefix}:ranking-watchers:${simuladoId}`,
    rateLimit: `${prefix}:rl:`,
  };
}
