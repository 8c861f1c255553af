import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The cached answers a successful write makes stale, invalidated by the client itself
       * (below), so no write can forget a copy it changes: a paper imported, a purchase
       * that opens a paper, an admin's edit all name the catalogue here.
       */
      invalidates?: ReadonlyArray<QueryKey>;
    };
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on a retry; a network hiccup or a 5xx gets one more try.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}
