import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { purchaseQueries } from '../purchases/queries';
import { resultQueries } from '../results/queries';
import { startSession, submitPractice, submitSession } from './api';
import { examQueries } from './queries';

/** POST /api/exam-sessions/start; the session becomes the simulado's active one. */
export function useStartSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: (session, input) => {
      queryClient.setQueryData(
        examQueries.active(input.simuladoId, input.userId).queryKey,
        session,
      );
      void queryClient.invalidateQueries({ queryKey: [...examQueries.all(), 'mode'] });
      // The cards and the dashboard say 'Em andamento' from now on.
      void queryClient.invalidateQueries({ queryKey: purchaseQueries.standing().queryKey });
    },
  });
}

/** POST /api/exam-sessions/{id}/submit: idempotent, answers the session and its result. */
export function useSubmitSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSession,
    onSuccess: () => afterAttempt(queryClient),
  });
}

/** POST /api/answers: a practice attempt. */
export function useSubmitPracticeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPractice,
    onSuccess: () => afterAttempt(queryClient),
  });
}

/** A new result changes the mode, the dashboard numbers and the reports. */
export function afterAttempt(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: examQueries.all() }),
    queryClient.invalidateQueries({ queryKey: resultQueries.all() }),
    queryClient.invalidateQueries({ queryKey: purchaseQueries.all() }),
  ]).then(() => undefined);
}
