import { useCallback } from 'react';
import type { AttemptResult, ExamSession, SessionUser } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { ExamEvent, ExamScreen, ExamState } from './examMachine';
import { EXAM_UI_MESSAGES as M } from '../messages';
import { useSubmitPracticeMutation, useSubmitSessionMutation } from '../mutations';
import { SessionClosedError } from '../save-queue/saveFailures';
import type { Notify } from './useExamEntry';
import { readTimerSeconds } from '../timer/useExamTimer';
import type { Machine } from './useMachine';

/** How an attempt ended, for `finish`: the graded result and what to tell the user. */
export type Finished = {
  screen: ExamScreen;
  result: AttemptResult;
  session: ExamSession | null;
  notice?: string;
};

type SubmitDeps = {
  user: SessionUser | null;
  notify: Notify;
  machine: Pick<Machine<ExamState, ExamEvent>, 'get' | 'send'>;
  finish: (finished: Finished) => void;
};

/**
 * 'Finalizar Simulado' (or the countdown's 0): answering → submitting, then EXAM flushes
 * the save queue and submits the session, PRACTICE posts every answer in one go. A failure
 * goes back to answering with the server's message.
 */
export function useExamSubmit({ user, notify, machine, finish }: SubmitDeps) {
  const { mutateAsync: submitSession } = useSubmitSessionMutation();
  const { mutateAsync: submitPractice } = useSubmitPracticeMutation();
  const { get, send } = machine;

  return useCallback(
    async ({ auto = false }: { auto?: boolean } = {}) => {
      const { status, screen } = get();
      if (!screen || screen.mode === 'REVIEW') return;
      if (!user) {
        notify(M.loginRequired, 'error');
        return;
      }
      if (status !== 'answering' || !send({ type: 'SUBMIT_REQUESTED' })) return;
      try {
        const { session, queue, simulado } = screen;
        if (screen.mode === 'EXAM' && session && queue) {
          try {
            await queue.flush();
          } catch (error) {
            // Closed by the server: submit below answers with the result it already has.
            if (!(error instanceof SessionClosedError)) throw error;
          }
          const response = await submitSession(session.id);
          const notice = auto ? M.timeUp : undefined;
          finish({ screen, result: response.result, session: response.session, notice });
        } else {
          const result = await submitPractice({
            userId: user.id,
            simuladoId: simulado.id,
            answers: simulado.questions.map((q) => ({
              questionId: q.id,
              selectedOption: screen.answers[q.id] ?? null,
            })),
            durationSeconds: Math.round(readTimerSeconds(simulado.id, 'PRACTICE')),
          });
          finish({ screen, result, session: null });
        }
        notify(auto ? M.timeUp : M.submitted, 'success');
      } catch (error) {
        console.error(error);
        notify(M.submitFailedScreen(serverMessageOr(error, M.submitFailed)), 'error');
        send({ type: 'SUBMIT_FAILED' });
      }
    },
    [get, send, user, notify, submitSession, submitPractice, finish],
  );
}
