import { queryOptions } from '@tanstack/react-query';
import { fetchSimulado, fetchSimulados } from './api';

/** Public catalogue data: the same for everyone, so it survives login and logout. */
export const simuladoQueries = {
  all: () => ['simulados'] as const,
  list: () =>
    queryOptions({
      queryKey: [...simuladoQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchSimulados(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...simuladoQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchSimulado(id, signal),
    }),
};
