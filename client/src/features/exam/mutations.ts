import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  EXAM_CALL_RETRIES,
  EXAM_CALL_RETRY_BACKOFF,
  isRetryableExamCall,
  saveRetryDelayMs,
} from '@gabaritei/shared';
import { ApiError } from '../../api/client';
import { purchaseQueries } from '../purchases/queries';
import { resultQueries } from '../results/queries';
import { startSession, submitPractice, submitSession } from './api';
import { examQueries } from './queries';

const SUBMIT_KEY = ['exam', 'submit'] as const;

/**
 * A failed start or submit is resent with jittered back-off (full jitter: candidates who
 * failed together, at a time-up or an instance's death, come back spread out) while the
 * failure is one a resend may cure: no answer (fetch's TypeError) or a 5xx, 408, 429. Both
 * routes are idempotent, so a resend after a lost answer gets the same session or result.
 */
export const examCallRetry = {
  retry: (failures: number, error: unknown) => failures < EXAM_CALL_RETRIES && retryable(error),
  retryDelay: (failures: number) => saveRetryDelayMs(failures + 1, EXAM_CALL_RETRY_BACKOFF),
};

function retryable(error: unknown): boolean {
  if (error instanceof ApiError) return isRetryableExamCall(error);
  return error instanceof TypeError;
}

/** POST /api/exam-sessions/start; the session becomes the simulado's active one. */
export function useStartSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    ...examCallRetry,
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
    mutationKey: SUBMIT_KEY,
    mutationFn: submitSession,
    ...examCallRetry,
    onSuccess: () => afterAttempt(queryClient),
  });
}

/** True while a submit failed at least once and waits to be resent ('Enviando…'). */
export function useSubmitRetrying(): boolean {
  const failures = useMutationState({
    filters: { mutationKey: SUBMIT_KEY, status: 'pending' },
    select: (mutation) => mutation.state.failureCount,
  });
  return failures.some((count) => count > 0);
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
