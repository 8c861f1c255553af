import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAdminPanel, fetchAdminSimulados, fetchAdminUsers } from './api';

/** The admin panel's data; every mutation of the panel invalidates `all()`. */
export const adminQueries = {
  all: () => ['admin'] as const,
  panel: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'panel'] as const,
      queryFn: ({ signal }) => fetchAdminPanel(signal),
    }),
  users: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'users'] as const,
      queryFn: ({ signal }) => fetchAdminUsers(signal),
    }),
  simulados: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'simulados'] as const,
      queryFn: ({ signal }) => fetchAdminSimulados(signal),
    }),
};

export const useAdminPanel = () => useQuery(adminQueries.panel());
export const useAdminUsers = () => useQuery(adminQueries.users());
export const useAdminSimulados = () => useQuery(adminQueries.simulados());
