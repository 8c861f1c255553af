import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change on a retry; a network hiccup or a 5xx gets one more try.
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}
