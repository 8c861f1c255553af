import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/queries';
import { fetchAccess, fetchMyPurchases, fetchMySimulados } from './api';

/** The signed-in user's purchases and access; cleared with the other private data on logout. */
export const purchaseQueries = {
  all: () => ['purchases'] as const,
  mine: () =>
    queryOptions({
      queryKey: [...purchaseQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => fetchMyPurchases(signal),
    }),
  /** Under 'purchases', so a purchase or an attempt (afterAttempt) refreshes it too. */
  standing: () =>
    queryOptions({
      queryKey: [...purchaseQueries.all(), 'standing'] as const,
      queryFn: ({ signal }) => fetchMySimulados(signal),
      // An attempt under way ends on the server's clock: ask again when a screen opens.
      staleTime: 0,
    }),
  access: (simuladoId: string) =>
    queryOptions({
      queryKey: [...purchaseQueries.all(), 'access', simuladoId] as const,
      queryFn: ({ signal }) => fetchAccess(simuladoId, signal),
      // Access decides whether an exam opens: always ask the server afresh.
      staleTime: 0,
    }),
};

/** The current user's purchases; idle (never loading) for a visitor. */
export function useMyPurchases() {
  const { user } = useCurrentUser();
  return useQuery({ ...purchaseQueries.mine(), enabled: user !== null });
}

/** The user's standing with each simulado (GET /api/me/simulados); idle for a visitor. */
export function useMySimulados() {
  const { user } = useCurrentUser();
  return useQuery({ ...purchaseQueries.standing(), enabled: user !== null });
}
