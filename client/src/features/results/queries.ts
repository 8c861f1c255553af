import { queryOptions } from '@tanstack/react-query';
import { fetchResults } from './api';

export const resultQueries = {
  all: () => ['results'] as const,
  byUser: (userId: string) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'user', userId] as const,
      queryFn: ({ signal }) => fetchResults(userId, signal),
    }),
};
