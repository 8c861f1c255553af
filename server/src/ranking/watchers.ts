import type { Redis } from 'ioredis';
import type { SessionUser } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { RedisKeys } from '../redis-keys';

/**
 * How long a signed-in watcher counts as watching after joining a ranking room. The client
 * joins again every minute while it watches, so this only has to outlast a few of those.
 */
export const WATCHER_TTL_MS = 5 * 60_000;

/**
 * Who is watching a simulado's ranking, signed in. A recompute in a busy simulado moves
 * tens of thousands of positions; `ranking:me` goes only to those of them who watch, not
 * as one event per moved user through every API instance.
 */
export interface RankingWatchers {
  touch(simuladoId: string, userId: string): Promise<void>;
  /** The user ids that joined the room within the TTL. */
  list(simuladoId: string): Promise<Set<string>>;
}

/** Touches between two sweeps of the whole map: keeps the sweep's cost per touch tiny. */
const SWEEP_EVERY = 1_000;

/**
 * One process (embedded mode): a map of expiry times per simulado. Expired watchers and
 * simulados nobody watches any more are dropped (on read, and by a sweep every
 * SWEEP_EVERY touches), so the map holds only what was touched within the TTL; the socket
 * server admits only existing simulados (realtime/ranking-join.ts).
 */
export function createMemoryWatchers(clock: Clock): RankingWatchers & {
  /** Simulados and watchers held, for the tests that prove the map bounded. */
  size(): { simulados: number; watchers: number };
} {
  const bySimulado = new Map<string, Map<string, number>>();
  let touches = 0;

  function prune(simuladoId: string, watchers: Map<string, number>, now: number): void {
    for (const [userId, expiresAt] of watchers) if (expiresAt <= now) watchers.delete(userId);
    if (watchers.size === 0) bySimulado.delete(simuladoId);
  }

  return {
    async touch(simuladoId, userId) {
      const now = clock.now().getTime();
      if (++touches % SWEEP_EVERY === 0)
        for (const [id, watchers] of bySimulado) prune(id, watchers, now);
      const watchers = bySimulado.get(simuladoId) ?? new Map<string, number>();
      watchers.set(userId, now + WATCHER_TTL_MS);
      bySimulado.set(simuladoId, watchers);
    },
    async list(simuladoId) {
      const watchers = bySimulado.get(simuladoId);
      if (!watchers) return new Set();
      prune(simuladoId, watchers, clock.now().getTime());
      return new Set(watchers.keys());
    },
    size() {
      let watchers = 0;
      for (const users of bySimulado.values()) watchers += users.size;
      return { simulados: bySimulado.size, watchers };
    },
  };
}

/** Shared by API instances and workers: a sorted set per simulado, scored by expiry. */
export function createRedisWatchers(
  redis: Redis,
  clock: Clock,
  keys: Pick<RedisKeys, 'rankingWatchers'>,
): RankingWatchers {
  const key = keys.rankingWatchers;
  return {
    async touch(simuladoId, userId) {
      const now = clock.now().getTime();
      await redis
        .multi()
        .zadd(key(simuladoId), now + WATCHER_TTL_MS, userId)
        .zremrangebyscore(key(simuladoId), '-inf', now)
        .pexpire(key(simuladoId), WATCHER_TTL_MS)
        .exec();
    },
    async list(simuladoId) {
      const now = clock.now().getTime();
      return new Set(await redis.zrangebyscore(key(simuladoId), now, '+inf'));
    },
  };
}

export function createRankingWatchers(
  redis: Redis | null,
  clock: Clock,
  keys: Pick<RedisKeys, 'rankingWatchers'>,
): RankingWatchers {
  return redis ? createRedisWatchers(redis, clock, keys) : createMemoryWatchers(clock);
}

/**
 * The socket server's `onRankingJoin`: notes a signed-in watcher (anonymous ones need no
 * `me`). realtime/socket-server.ts has validated the simulado id already.
 */
export function trackRankingJoins(watchers: RankingWatchers) {
  return (simuladoId: string, user: SessionUser | null): void => {
    if (user) void watchers.touch(simuladoId, user.id).catch(() => undefined);
  };
}
