import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProfile } from './api';

export const accountQueries = {
  all: () => ['account'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => fetchProfile(signal),
    }),
};

export function useProfile() {
  return useQuery(accountQueries.profile());
}
