import { queryOptions } from '@tanstack/react-query';
import { fetchClassRanking, fetchRanking, fetchRankingGroups } from './api';

export const rankingQueries = {
  all: () => ['ranking'] as const,
  groups: () =>
    queryOptions({
      queryKey: [...rankingQueries.all(), 'groups'] as const,
      queryFn: ({ signal }) => fetchRankingGroups(signal),
    }),
  /** Every page of one simulado's ranking shares this prefix (live updates target it). */
  simulado: (simuladoId: string) => [...rankingQueries.all(), 'simulado', simuladoId] as const,
  page: (simuladoId: string, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...rankingQueries.simulado(simuladoId), 'page', page, pageSize] as const,
      queryFn: ({ signal }) => fetchRanking(simuladoId, page, pageSize, signal),
    }),
  classPage: (classId: string, simuladoId: string) =>
    queryOptions({
      queryKey: [...rankingQueries.simulado(simuladoId), 'class', classId] as const,
      queryFn: ({ signal }) => fetchClassRanking(classId, simuladoId, signal),
    }),
};
