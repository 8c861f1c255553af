import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  percentile,
  RANKING_EVENTS,
  RANKING_PAGE_SIZE_DEFAULT,
  rankingMeEventSchema,
  rankingUpdatedEventSchema,
  type RankingMeEvent,
  type RankingPage,
  type RankingUpdatedEvent,
} from '@gabaritei/shared';
import { getSocket } from '../../realtime/socket';
import { rankingQueries } from './queries';

const REJOIN_MS = 60_000;

export type LiveRanking = {
  /** True while the socket is connected and in the simulado's room: 'Ao vivo'. */
  connected: boolean;
};

/**
 * Keeps the cached pages of one simulado's ranking live: joins `ranking:{id}` (again after
 * every reconnect, since rooms do not survive one), writes `ranking:updated` straight into
 * the first page and refetches the others, applies `ranking:me` to the user's own entry,
 * and refetches everything after a gap in the connection.
 */
export function useLiveRanking(
  simuladoId: string | null,
  onUpdated?: (event: RankingUpdatedEvent) => void,
): LiveRanking {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const handler = useRef(onUpdated);
  useEffect(() => {
    handler.current = onUpdated;
  }, [onUpdated]);

  useEffect(() => {
    if (!simuladoId) return;
    const socket = getSocket();
    let latestVersion = 0;
    let hadGap = false;
    const join = () => {
      socket.emit(RANKING_EVENTS.join, simuladoId);
      setConnected(true);
      if (hadGap)
        void queryClient.invalidateQueries({ queryKey: rankingQueries.simulado(simuladoId) });
      hadGap = false;
    };
    const onDisconnect = () => {
      hadGap = true;
      setConnected(false);
    };
    const onRankingUpdated = (raw: unknown) => {
      const parsed = rankingUpdatedEventSchema.safeParse(raw);
      if (!parsed.success || parsed.data.simuladoId !== simuladoId) return;
      if (parsed.data.version < latestVersion) return;
      latestVersion = parsed.data.version;
      applyUpdate(queryClient, parsed.data);
      handler.current?.(parsed.data);
    };
    const onRankingMe = (raw: unknown) => {
      const parsed = rankingMeEventSchema.safeParse(raw);
      if (!parsed.success || parsed.data.simuladoId !== simuladoId) return;
      applyMine(queryClient, parsed.data);
    };

    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on(RANKING_EVENTS.updated, onRankingUpdated);
    socket.on(RANKING_EVENTS.me, onRankingMe);
    if (socket.connected) join();
    // The server counts a signed-in watcher for a few minutes per join (who gets ranking:me).
    const rejoin = setInterval(() => {
      if (socket.connected) socket.emit(RANKING_EVENTS.join, simuladoId);
    }, REJOIN_MS);
    return () => {
      clearInterval(rejoin);
      socket.emit(RANKING_EVENTS.leave, simuladoId);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off(RANKING_EVENTS.updated, onRankingUpdated);
      socket.off(RANKING_EVENTS.me, onRankingMe);
      setConnected(false);
    };
  }, [simuladoId, queryClient]);

  return { connected };
}

type PageKey = readonly [...ReturnType<typeof rankingQueries.simulado>, 'page', number, number];

/** The event carries the first page: page 1 is replaced in place, deeper pages refetched. */
function applyUpdate(queryClient: QueryClient, event: RankingUpdatedEvent): void {
  const cached = queryClient.getQueriesData<RankingPage>({
    queryKey: [...rankingQueries.simulado(event.simuladoId), 'page'],
  });
  for (const [key, page] of cached) {
    if (!page) continue;
    const [, , , , pageNumber, pageSize] = key as unknown as PageKey;
    if (pageNumber === 1 && pageSize <= RANKING_PAGE_SIZE_DEFAULT) {
      queryClient.setQueryData<RankingPage>(key, {
        ...page,
        participants: event.participants,
        average: event.average,
        message: event.participants > 0 ? null : page.message,
        rankings: event.rankings.slice(0, pageSize),
        me: page.me
          ? { ...page.me, percentile: percentile(page.me.rank, event.participants) }
          : null,
      });
    } else {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

function applyMine(queryClient: QueryClient, event: RankingMeEvent): void {
  queryClient.setQueriesData<RankingPage>(
    { queryKey: [...rankingQueries.simulado(event.simuladoId), 'page'] },
    (page) => (page ? { ...page, me: event.me } : page),
  );
}
