import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  TIMINGS,
  type AttemptResult,
  type ExamSession,
  type Option,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { serverMessageOr } from '../../api/client';
import { FLASH_MS } from '../../hooks/useFlash';
import { useCurrentUser } from '../auth/queries';
import {
  resultsStateFromAttempt,
  resultsStateFromReview,
  type ResultsState,
} from '../results/resultsState';
import { serverNow } from './clock';
import { clearDraft, saveDraft } from './drafts';
import { EXAM_UI_MESSAGES as M } from './messages';
import { afterAttempt, useSubmitPracticeMutation, useSubmitSessionMutation } from './mutations';
import { forgetOpenExam, rememberOpenExam } from './openExam';
import { examQueries } from './queries';
import { SessionClosedError } from './saveFailures';
import { closeSaveQueue } from './saveQueueRegistry';
import { refreshServerOffset, type ExamScreen } from './screenLoaders';
import { useExamEntry, type ModeChoice, type Notify } from './useExamEntry';
import { useExamExpired } from './useExamExpired';
import { clearTimer, readTimerSeconds } from './useExamTimer';

export type ExamEngine = {
  screen: ExamScreen | null;
  choice: ModeChoice | null;
  /** 'Calculando seu desempenho...' is on screen. */
  submitting: boolean;
  /** The exam dialog is starting the server session. */
  starting: boolean;
  /** Device → server clock offset for the countdown (ms). */
  offsetMs: number;
  /** Access granted (SPEC §4 step 3): loads the mode and opens what it says. */
  enter: (simulado: SimuladoSummary) => Promise<void>;
  choose: (mode: 'EXAM' | 'PRACTICE') => Promise<void>;
  cancelChoice: () => void;
  answer: (questionId: string, option: Option | null) => void;
  submit: (options?: { auto?: boolean }) => Promise<void>;
  /** The countdown reached 0: submit automatically. */
  timeUp: () => void;
  back: () => void;
  /** REVIEW: 'Ver Resultados Completos'. */
  showResults: () => void;
};

/**
 * The exam engine behind /simulated's taking view: which screen is open, the answers, the
 * save queue, submit, expiry (the countdown, the 5 s check, a SESSION_EXPIRED save and the
 * server's `exam:expired` event all end in the results screen) and Back.
 */
export function useExamEngine(notify: Notify): ExamEngine {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { mutateAsync: submitSession } = useSubmitSessionMutation();
  const { mutateAsync: submitPractice } = useSubmitPracticeMutation();
  const [screen, setScreen] = useState<ExamScreen | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [offsetMs, setOffsetMs] = useState(0);
  const current = useRef<ExamScreen | null>(null);
  const offset = useRef(0);
  const busy = useRef(false);
  /** The attempt is over (submitted or expired): nothing may submit or finish it again. */
  const finished = useRef(false);
  const navTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(navTimer.current), []);

  const commit = useCallback((next: ExamScreen | null) => {
    current.current = next;
    setScreen(next);
  }, []);

  const open = useCallback(
    (next: ExamScreen) => {
      finished.current = false;
      window.clearTimeout(navTimer.current);
      setOffsetMs(offset.current);
      commit(next);
      if (user) rememberOpenExam(next.simulado.id, user.id);
    },
    [commit, user],
  );

  const syncClock = useCallback(() => {
    void refreshServerOffset().then((measured) => {
      if (measured === null) return;
      offset.current = measured;
      setOffsetMs(measured);
    });
  }, []);

  const entry = useExamEntry({ user, notify, open, syncClock, offset });

  /** Shows the REVIEW state briefly, then /results after about 1 s (SPEC §4 Submit). */
  const finish = useCallback(
    (
      screenNow: ExamScreen,
      result: AttemptResult,
      session: ExamSession | null,
      notice?: string,
    ) => {
      if (!user) return;
      finished.current = true;
      if (screenNow.session) closeSaveQueue(screenNow.session.id, 'submitted');
      clearDraft(screenNow.simulado.id, user.id);
      clearTimer(screenNow.simulado.id, screenNow.mode);
      forgetOpenExam();
      void afterAttempt(queryClient);
      commit({ ...screenNow, mode: 'REVIEW', session, queue: null, review: result.answers });
      const state: ResultsState = resultsStateFromAttempt(
        user.id,
        screenNow.simulado,
        result,
        notice,
      );
      window.clearTimeout(navTimer.current);
      navTimer.current = window.setTimeout(
        () => navigate('/results', { state }),
        TIMINGS.postSubmitNavigationMs,
      );
    },
    [user, queryClient, commit, navigate],
  );

  /**
   * The server ended the attempt (time up: a SESSION_EXPIRED save or `exam:expired`; or
   * another tab submitted it): its result, from the event or the review call.
   */
  const finishFromServer = useCallback(
    async (session: ExamSession, options: { result?: AttemptResult; notice?: string }) => {
      const screenNow = current.current;
      if (finished.current || !screenNow || screenNow.session?.id !== session.id) return;
      finished.current = true;
      closeSaveQueue(session.id, 'expired');
      if (options.notice) notify(options.notice, 'info', FLASH_MS.long);
      try {
        const { result, session: closed } = options.result
          ? { result: options.result, session: { ...session, status: 'SUBMITTED' as const } }
          : await queryClient.fetchQuery({ ...examQueries.review(session.id), staleTime: 0 });
        finish(screenNow, result, closed, options.notice);
      } catch (error) {
        console.error(error);
        notify(M.reviewFailed, 'error');
        forgetOpenExam();
        commit(null);
      }
    },
    [notify, queryClient, finish, commit],
  );

  const submit = useCallback(
    async ({ auto = false }: { auto?: boolean } = {}) => {
      const screenNow = current.current;
      if (!screenNow || screenNow.mode === 'REVIEW') return;
      if (!user) {
        notify(M.loginRequired, 'error');
        return;
      }
      if (busy.current || finished.current) return;
      busy.current = true;
      setSubmitting(true);
      try {
        const { session, queue, simulado } = screenNow;
        if (screenNow.mode === 'EXAM' && session && queue) {
          try {
            await queue.flush();
          } catch (error) {
            // Closed by the server: submit below answers with the result it already has.
            if (!(error instanceof SessionClosedError)) throw error;
          }
          const response = await submitSession(session.id);
          finish(screenNow, response.result, response.session, auto ? M.timeUp : undefined);
        } else {
          const result = await submitPractice({
            userId: user.id,
            simuladoId: simulado.id,
            answers: simulado.questions.map((q) => ({
              questionId: q.id,
              selectedOption: screenNow.answers[q.id] ?? null,
            })),
            durationSeconds: Math.round(readTimerSeconds(simulado.id, 'PRACTICE')),
          });
          finish(screenNow, result, null);
        }
        notify(auto ? M.timeUp : M.submitted, 'success');
      } catch (error) {
        console.error(error);
        notify(M.submitFailedScreen(serverMessageOr(error, M.submitFailed)), 'error');
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [user, notify, submitSession, submitPractice, finish],
  );

  const answer = useCallback(
    (questionId: string, option: Option | null) => {
      const screenNow = current.current;
      if (!screenNow || screenNow.mode === 'REVIEW' || busy.current || finished.current) return;
      const answers = { ...screenNow.answers, [questionId]: option };
      commit({ ...screenNow, answers });
      if (screenNow.mode === 'EXAM' && screenNow.queue) screenNow.queue.enqueue(questionId, option);
      else if (user) saveDraft(screenNow.simulado.id, user.id, answers);
    },
    [commit, user],
  );

  const back = useCallback(() => {
    const screenNow = current.current;
    if (!screenNow) return;
    // The session's queue keeps sending what is left: leaving never drops an answer.
    if (screenNow.mode !== 'REVIEW' && user) clearDraft(screenNow.simulado.id, user.id);
    clearTimer(screenNow.simulado.id, screenNow.mode);
    forgetOpenExam();
    window.clearTimeout(navTimer.current);
    setSubmitting(false);
    commit(null);
  }, [commit, user]);

  const showResults = useCallback(() => {
    const screenNow = current.current;
    if (!screenNow?.review || !user) return;
    navigate('/results', {
      state: resultsStateFromReview(user.id, screenNow.simulado, screenNow.review),
    });
  }, [navigate, user]);

  const timeUp = useCallback(() => void submit({ auto: true }), [submit]);

  // SPEC §4: while a session is IN_PROGRESS, every 5 s compare the server's now with
  // expiresAt — the countdown's own 0 can be late in a throttled background tab.
  const running = screen?.mode === 'EXAM' && screen.session?.status === 'IN_PROGRESS';
  const expiresAt = running ? screen.session!.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const deadline = Date.parse(expiresAt);
    const interval = window.setInterval(() => {
      if (serverNow(offset.current) >= deadline) timeUp();
    }, TIMINGS.sessionExpiryCheckMs);
    return () => window.clearInterval(interval);
  }, [expiresAt, timeUp]);

  const queue = screen?.mode === 'EXAM' ? screen.queue : null;
  const session = running ? screen.session : null;
  useEffect(() => {
    if (!queue || !session) return;
    return queue.onEvent((event) => {
      if (event.type === 'rejected') {
        console.error(event.error);
        notify(serverMessageOr(event.error, M.saveFailed), 'error');
      } else {
        void finishFromServer(session, {
          notice: event.reason === 'expired' ? M.timeUp : undefined,
        });
      }
    });
  }, [queue, session, notify, finishFromServer]);

  useExamExpired(session?.id ?? null, (payload) => {
    if (session) void finishFromServer(session, { result: payload.result, notice: M.timeUp });
  });

  return {
    screen,
    choice: entry.choice,
    submitting,
    starting: entry.starting,
    offsetMs,
    enter: entry.enter,
    choose: entry.choose,
    cancelChoice: entry.cancelChoice,
    answer,
    submit,
    timeUp,
    back,
    showResults,
  };
}
