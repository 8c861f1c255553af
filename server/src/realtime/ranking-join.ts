import type { Clock } from '../clock';

/** Ranking rooms one socket may be in at once: a page shows one, a few tabs' worth is plenty. */
export const MAX_RANKING_ROOMS_PER_SOCKET = 8;

/** Joins one socket may ask for per minute: the client re-joins once a minute per ranking. */
export const MAX_RANKING_JOINS_PER_MINUTE = 30;

// Lower case only: the database writes ids so, and events go to the room of that spelling.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Decides whether a socket may join a simulado's ranking room: only an
 * existing simulado's id, within a per-socket budget, so that no socket can make the
 * server (its rooms, the watchers in memory or Redis) hold arbitrary strings. Malformed ids
 * are refused before any query; the budget bounds the queries of well-formed ones.
 */
export function createRankingJoinGuard(deps: {
  clock: Clock;
  simuladoExists(simuladoId: string): Promise<boolean>;
}) {
  return {
    /** One per socket: the state of its budget. */
    forSocket() {
      let windowStart = deps.clock.now().getTime();
      let joins = 0;
      return {
        /** The simulado id when the join may happen; `roomsHeld`: ranking rooms held. */
        async admit(simuladoId: unknown, roomsHeld: number): Promise<string | null> {
          if (typeof simuladoId !== 'string' || !UUID.test(simuladoId)) return null;
          if (roomsHeld >= MAX_RANKING_ROOMS_PER_SOCKET) return null;
          const now = deps.clock.now().getTime();
          if (now - windowStart >= 60_000) {
            windowStart = now;
            joins = 0;
          }
          if (++joins > MAX_RANKING_JOINS_PER_MINUTE) return null;
          const exists = await deps.simuladoExists(simuladoId).catch(() => false);
          return exists ? simuladoId : null;
        },
      };
    },
  };
}

export type RankingJoinGuard = ReturnType<typeof createRankingJoinGuard>;
