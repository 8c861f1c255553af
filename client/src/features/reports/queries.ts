import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/queries';
import { fetchReports } from './api';

export const reportQueries = {
  all: () => ['reports'] as const,
  available: (userId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'available', userId] as const,
      queryFn: ({ signal }) => fetchReports(userId, signal),
    }),
};

/** The signed-in user's report items; idle for a visitor. */
export function useMyReports() {
  const { user } = useCurrentUser();
  return useQuery({ ...reportQueries.available(user?.id ?? ''), enabled: user !== null });
}
