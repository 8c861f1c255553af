import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchClassDetail, fetchClasses, fetchMyClasses } from './api';

/** The teacher's classes; private data, cleared with the rest on logout. */
export const classQueries = {
  all: () => ['classes'] as const,
  list: () =>
    queryOptions({
      queryKey: [...classQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchClasses(signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...classQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => fetchClassDetail(id, signal),
      // Results move while students sit the simulado during a lesson: look again on every
      // visit, and every half minute while the screen stays open.
      staleTime: 0,
      refetchInterval: 30_000,
    }),
  /** A student's side: invitations and accepted classes. */
  mine: () =>
    queryOptions({
      queryKey: [...classQueries.all(), 'mine'] as const,
      queryFn: ({ signal }) => fetchMyClasses(signal),
      // A teacher invites and releases at any time: look again on every visit.
      staleTime: 0,
    }),
};

export const useClasses = () => useQuery(classQueries.list());
export const useClassDetail = (id: string) => useQuery(classQueries.detail(id));
export const useMyClasses = () => useQuery(classQueries.mine());
