import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@gabaritei/shared';
import { fetchMe, verifyEmail } from './api';

export const authQueries = {
  all: () => ['auth'] as const,
  me: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => fetchMe(signal),
      staleTime: 5 * 60_000,
    }),
  /**
   * A verification token works exactly once, so this query must never run twice: no retry,
   * no refetch, and no abort signal (an aborted first call under StrictMode's double mount
   * would otherwise be sent again and fail as already used).
   */
  verifyEmail: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'verify-email', token] as const,
      queryFn: () => verifyEmail(token),
      retry: false,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    }),
};

export type CurrentUser = {
  /** Null for an anonymous visitor, and while loading. */
  user: SessionUser | null;
  isLoading: boolean;
};

/**
 * Who is signed in (PRODUCT §4: checked on load via the me call; 401 means anonymous). A failed
 * check for any other reason also counts as anonymous: the server will say so at login.
 */
export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery(authQueries.me());
  return { user: data ?? null, isLoading: isPending };
}
