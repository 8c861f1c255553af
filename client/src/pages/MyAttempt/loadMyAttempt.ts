import type { QueryClient } from '@tanstack/react-query';
import { EXAM_ERROR_CODES, type ResultItem } from '@gabaritei/shared';
import { ApiError } from '../../api/client';
import { loadPracticeSimulado } from '../../features/exam/engine/screenLoaders';
import { examQueries } from '../../features/exam/queries';
import { resultQueries } from '../../features/results/queries';
import { resultsStateFromReview, type ResultsState } from '../../features/results/resultsState';

export type MyAttemptOutcome =
  | { kind: 'review'; state: ResultsState }
  | { kind: 'embargoed'; message: string }
  | { kind: 'none' };

/**
 * The review of the caller's own official attempt, loaded by simulado (not handed over by the
 * exam screen), so it can be reached after the end from any list: the submitted answers
 * with the key, the paper, and the stored official result for the score.
 */
export async function loadMyAttempt(
  queryClient: QueryClient,
  input: { userId: string; simuladoId: string; official: ResultItem | undefined },
): Promise<MyAttemptOutcome> {
  try {
    const [simulado, answers] = await Promise.all([
      loadPracticeSimulado(queryClient, input.simuladoId),
      queryClient.fetchQuery({ ...examQueries.submittedAnswers(input.simuladoId), staleTime: 0 }),
      // The field's '% de acerto' as it is now, so the review arrives whole; under the
      // embargo its refusal is the review's to show, never this load's.
      queryClient.prefetchQuery({ ...resultQueries.questionField(input.simuladoId), staleTime: 0 }),
    ]);
    const state = resultsStateFromReview(input.userId, simulado, answers);
    const official = input.official;
    return {
      kind: 'review',
      state: official
        ? {
            ...state,
            result: {
              id: official.id,
              score: official.score,
              attemptType: 'OFFICIAL',
              correctCount: official.correctCount,
              totalQuestions: official.totalQuestions,
            },
          }
        : state,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === EXAM_ERROR_CODES.KEY_EMBARGOED)
      return { kind: 'embargoed', message: error.message };
    if (error instanceof ApiError && error.status === 404) return { kind: 'none' };
    throw error;
  }
}
