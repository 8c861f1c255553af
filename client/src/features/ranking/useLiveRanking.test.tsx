import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RANKING_PAGE_SIZE_DEFAULT, type RankingPage } from '@gabaritei/shared';
import { rankingQueries } from './queries';
import { useLiveRanking } from './useLiveRanking';

/** A stand-in socket: the test emits what the server would. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    connected: true,
    on: (event: string, fn: (payload: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
    },
    off: (event: string, fn: (payload: unknown) => void) => void listeners.get(event)?.delete(fn),
    emit: () => undefined,
    serverSends: (event: string, payload: unknown) => {
      for (const fn of listeners.get(event) ?? []) fn(payload);
    },
  };
});
vi.mock('../../realtime/socket', () => ({ getSocket: () => socket }));

const firstPage = rankingQueries.page('s1', 1, RANKING_PAGE_SIZE_DEFAULT).queryKey;

function updated(version: number, userName: string) {
  return {
    simuladoId: 's1',
    participants: version,
    average: 70,
    version,
    rankings: [{ userId: userName, userName, rank: 1, score: 90 }],
  };
}

describe('useLiveRanking', () => {
  it('ignores a ranking:updated older than the one already applied', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<RankingPage>(firstPage, {
      simuladoId: 's1',
      simuladoTitle: 'Simulado TRF',
      isAvailable: true,
      message: null,
      participants: 0,
      average: 0,
      rankings: [],
      me: null,
    });
    const onUpdated = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveRanking('s1', onUpdated), { wrapper });

    // Two recomputes can reach the room out of order: the newer snapshot must stay.
    act(() => socket.serverSends('ranking:updated', updated(9, 'Eva Novata')));
    act(() => socket.serverSends('ranking:updated', updated(8, 'Evento Atrasado')));

    const page = queryClient.getQueryData<RankingPage>(firstPage);
    expect(page?.participants).toBe(9);
    expect(page?.rankings.map((r) => r.userName)).toEqual(['Eva Novata']);
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });
});
