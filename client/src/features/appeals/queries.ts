import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decide,
  fetchAdminAppeals,
  fetchAdminStatistics,
  fetchAppealWindow,
  fetchClassStatistics,
  fetchKeyChanges,
  fetchMyAppeals,
  fetchRegradeStatus,
  fetchScoreChanges,
  fileAppeal,
  setAppealsWindow,
} from './api';

/** Appeals, decisions and statistics; private data, cleared with the rest on logout. */
export const appealQueries = {
  all: () => ['appeals'] as const,
  mine: (simuladoId?: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'mine', simuladoId ?? null] as const,
      queryFn: ({ signal }) => fetchMyAppeals(simuladoId, signal),
      staleTime: 0,
    }),
  window: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'window', simuladoId] as const,
      queryFn: ({ signal }) => fetchAppealWindow(simuladoId, signal),
      // The window opens and closes by the clock: a review left open follows it.
      refetchInterval: 60_000,
    }),
  scoreChanges: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'score-changes', simuladoId] as const,
      queryFn: ({ signal }) => fetchScoreChanges(simuladoId, signal),
      staleTime: 0,
    }),
  admin: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'admin', simuladoId] as const,
      queryFn: ({ signal }) => fetchAdminAppeals(simuladoId, signal),
    }),
  keyChanges: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'key-changes', simuladoId] as const,
      queryFn: ({ signal }) => fetchKeyChanges(simuladoId, signal),
    }),
  regrade: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'regrade', simuladoId] as const,
      queryFn: ({ signal }) => fetchRegradeStatus(simuladoId, signal),
      // While a regrade runs its stages move every fraction of a second.
      refetchInterval: (query) =>
        ['QUEUED', 'REGRADING', 'RANKING'].includes(query.state.data?.status ?? '') ? 500 : false,
    }),
  statistics: (simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'statistics', simuladoId] as const,
      queryFn: ({ signal }) => fetchAdminStatistics(simuladoId, signal),
    }),
  classStatistics: (classId: string, simuladoId: string) =>
    queryOptions({
      queryKey: [...appealQueries.all(), 'class-statistics', classId, simuladoId] as const,
      queryFn: ({ signal }) => fetchClassStatistics(classId, simuladoId, signal),
    }),
};

export const useMyAppeals = (simuladoId?: string) => useQuery(appealQueries.mine(simuladoId));
export const useAppealWindow = (simuladoId: string) => useQuery(appealQueries.window(simuladoId));

export function useFileAppealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileAppeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealQueries.all() }),
  });
}

/** A decision or a new window: everything of the simulado's result process is stale. */
export function useDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealQueries.all() }),
  });
}

export function useAppealsWindowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppealsWindow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appealQueries.all() }),
  });
}
