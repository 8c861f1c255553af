import { queryOptions } from '@tanstack/react-query';
import { fetchDisciplines, fetchEvolution, fetchQuestionField, fetchResults } from './api';

export const resultQueries = {
  all: () => ['results'] as const,
  byUser: (userId: string) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'user', userId] as const,
      queryFn: ({ signal }) => fetchResults(userId, signal),
    }),
  /** One attempt per discipline (the official one when no id is known). */
  disciplines: (simuladoId: string, resultId: string | undefined) =>
    queryOptions({
      queryKey: [
        ...resultQueries.all(),
        'disciplines',
        simuladoId,
        resultId ?? 'official',
      ] as const,
      queryFn: ({ signal }) => fetchDisciplines(simuladoId, resultId, signal),
      // No result of theirs (a 404) is no section, not an error to retry.
      retry: false,
    }),
  /** The dashboard's 'Minha evolução': the caller's official results over time. */
  evolution: () =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'evolution'] as const,
      queryFn: ({ signal }) => fetchEvolution(signal),
    }),
  /** The field per question, for the review's '% de acerto'. */
  questionField: (simuladoId: string) =>
    queryOptions({
      queryKey: [...resultQueries.all(), 'question-field', simuladoId] as const,
      queryFn: ({ signal }) => fetchQuestionField(simuladoId, signal),
      retry: false,
    }),
};
