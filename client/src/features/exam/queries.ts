import { queryOptions } from '@tanstack/react-query';
import {
  fetchActiveSession,
  fetchHasOfficial,
  fetchMode,
  fetchSessionPaper,
  fetchSessionReview,
  fetchSubmittedAnswers,
} from './api';

/**
 * The exam's server state. Modes and sessions decide what opens, and the clock keeps
 * moving on the server, so those are always asked afresh (staleTime 0).
 */
export const examQueries = {
  all: () => ['exam'] as const,
  mode: (simuladoId: string, userId?: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'mode', simuladoId, userId ?? 'me'] as const,
      queryFn: ({ signal }) => fetchMode(simuladoId, userId, signal),
      staleTime: 0,
      retry: false,
    }),
  active: (simuladoId: string, userId?: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'active', simuladoId, userId ?? 'me'] as const,
      queryFn: ({ signal }) => fetchActiveSession(simuladoId, userId, signal),
      staleTime: 0,
    }),
  /**
   * Her booklet for one session and paper version: it never changes under that key (a
   * correction is a new version), so it is never stale while the screen is open.
   */
  paper: (sessionId: string, paperVersion: string, paperPass?: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'paper', sessionId, paperVersion] as const,
      queryFn: ({ signal }) => fetchSessionPaper(sessionId, paperVersion, paperPass, signal),
      staleTime: Infinity,
    }),
  submittedAnswers: (simuladoId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'submitted-answers', simuladoId] as const,
      queryFn: ({ signal }) => fetchSubmittedAnswers(simuladoId, signal),
    }),
  review: (sessionId: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'review', sessionId] as const,
      queryFn: ({ signal }) => fetchSessionReview(sessionId, signal),
    }),
  hasOfficial: (simuladoId: string, userId?: string) =>
    queryOptions({
      queryKey: [...examQueries.all(), 'has-official', simuladoId, userId ?? 'me'] as const,
      queryFn: ({ signal }) => fetchHasOfficial(simuladoId, userId, signal),
    }),
};
