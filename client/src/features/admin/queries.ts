import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAdminPanel, fetchAdminSimulados, fetchAdminUsers } from './api';

/** The admin panel's data; every mutation of the panel invalidates `all()`. */
export const adminQueries = {
  all: () => ['admin'] as const,
  panel: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'panel'] as const,
      queryFn: ({ signal }) => fetchAdminPanel(signal),
    }),
  users: (query: { q: string; page: number; pageSize: number }) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'users', query] as const,
      queryFn: ({ signal }) => fetchAdminUsers(query, signal),
      // The table keeps the last page while the next one (or a new search) loads.
      placeholderData: keepPreviousData,
    }),
  simulados: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'simulados'] as const,
      queryFn: ({ signal }) => fetchAdminSimulados(signal),
    }),
};

export const useAdminPanel = () => useQuery(adminQueries.panel());
export const useAdminUsers = (query: { q: string; page: number; pageSize: number }) =>
  useQuery(adminQueries.users(query));
export const useAdminSimulados = () => useQuery(adminQueries.simulados());
