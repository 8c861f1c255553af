import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  TIMINGS,
  type AttemptResult,
  type ExamErrata,
  type ExamSession,
  type Option,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { FLASH_MS } from '../../../hooks/useFlash';
import { useCurrentUser } from '../../auth/queries';
import { resultsStateFromAttempt, resultsStateFromReview } from '../../results/resultsState';
import { serverNow } from '../clock';
import { clearDraft, saveDraft } from '../save-queue/drafts';
import {
  examReducer,
  initialExamState,
  type ExamEvent,
  type ExamScreen,
  type ModeChoice,
} from './examMachine';
import { EXAM_UI_MESSAGES as M } from '../messages';
import { afterAttempt } from '../mutations';
import { forgetOpenExam, rememberOpenExam } from './openExam';
import { examQueries } from '../queries';
import { closeSaveQueue } from '../save-queue/saveQueueRegistry';
import { refreshServerOffset } from './screenLoaders';
import { useExamEntry, type Notify } from './useExamEntry';
import { useExamSubmit, type Finished } from './useExamSubmit';
import { storedLayout, useExamTools, type ExamTools } from '../tools/useExamTools';
import { useExamWatchers } from './useExamWatchers';
import { clearTimer } from '../timer/useExamTimer';
import { useMachine } from './useMachine';
import type { ExamLayout } from '../tools/examTools';

export type ExamEngine = {
  screen: ExamScreen | null;
  choice: ModeChoice | null;
  /** 'Calculando seu desempenho...' is on screen. */
  submitting: boolean;
  /** The exam dialog is starting the server session. */
  starting: boolean;
  /** Device → server clock offset for the countdown (ms). */
  offsetMs: number;
  /** Access granted (PRODUCT §4 step 3): loads the mode and opens what it says. */
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
  /** The question on screen, the layout and the tools (mark, strike, move). */
  current: number;
  layout: ExamLayout;
  tools: ExamTools;
};

/**
 * The exam engine behind /simulated's taking view: a thin adapter around `examReducer`
 * (examMachine.ts). User actions and server replies become events; when the machine takes
 * one, this hook runs its effects — storage, the save queue, timers, navigation. Expiry
 * (the countdown, the 5 s check, a SESSION_EXPIRED save and the server's `exam:expired`
 * event) all end in the results screen.
 */
export function useExamEngine(notify: Notify): ExamEngine {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const {
    state,
    send: take,
    get,
  } = useMachine(examReducer, {
    ...initialExamState,
    layout: storedLayout(),
  });
  const navTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(navTimer.current), []);

  /** `take` plus the effect every opened screen shares, wherever it was opened from. */
  const send = useCallback(
    (event: ExamEvent) => {
      if (!take(event)) return false;
      if (event.type === 'OPENED') {
        // A new screen cancels the pending move to /results; a reload reopens this one.
        window.clearTimeout(navTimer.current);
        if (user) rememberOpenExam(event.screen.simulado.id, user.id);
      }
      return true;
    },
    [take, user],
  );
  const machine = useMemo(() => ({ get, send }), [get, send]);
  const tools = useExamTools(machine);

  const serverClock = useCallback(() => serverNow(get().offsetMs), [get]);
  const syncClock = useCallback(() => {
    void refreshServerOffset().then((measured) => {
      if (measured !== null) send({ type: 'CLOCK_SYNCED', offsetMs: measured });
    });
  }, [send]);

  const entry = useExamEntry({ user, notify, machine, serverClock, syncClock });

  /** Shows the REVIEW state briefly, then /results after about 1 s (PRODUCT §4 Submit). */
  const finish = useCallback(
    ({ screen, result, session, notice }: Finished) => {
      if (!user) return;
      if (screen.session) closeSaveQueue(screen.session.id, 'submitted');
      clearDraft(screen.simulado.id, user.id);
      clearTimer(screen.simulado.id, screen.mode);
      forgetOpenExam();
      void afterAttempt(queryClient);
      if (!send({ type: 'SUBMITTED', review: result.answers, session })) return;
      const results = resultsStateFromAttempt(user.id, screen.simulado, result, notice);
      window.clearTimeout(navTimer.current);
      navTimer.current = window.setTimeout(
        () => navigate('/results', { state: results }),
        TIMINGS.postSubmitNavigationMs,
      );
    },
    [user, queryClient, send, navigate],
  );

  /**
   * The server ended the attempt (time up: a SESSION_EXPIRED save or `exam:expired`; or
   * another tab submitted it): its result, from the event or the review call.
   */
  const finishFromServer = useCallback(
    async (session: ExamSession, options: { result?: AttemptResult; notice?: string }) => {
      const screen = get().screen;
      if (!screen || !send({ type: 'SERVER_ENDED', sessionId: session.id })) return;
      closeSaveQueue(session.id, 'expired');
      if (options.notice) notify(options.notice, 'info', FLASH_MS.long);
      try {
        const { result, session: closed } = options.result
          ? { result: options.result, session: { ...session, status: 'SUBMITTED' as const } }
          : await queryClient.fetchQuery({ ...examQueries.review(session.id), staleTime: 0 });
        finish({ screen, result, session: closed, notice: options.notice });
      } catch (error) {
        console.error(error);
        notify(M.reviewFailed, 'error');
        forgetOpenExam();
        send({ type: 'REVIEW_FAILED' });
      }
    },
    [get, send, notify, queryClient, finish],
  );

  const submit = useExamSubmit({ user, notify, machine, finish });

  const answer = useCallback(
    (questionId: string, option: Option | null) => {
      if (!send({ type: 'ANSWERED', questionId, option })) return;
      const screen = get().screen!;
      if (screen.mode === 'EXAM' && screen.queue) screen.queue.enqueue(questionId, option);
      else if (user) saveDraft(screen.simulado.id, user.id, screen.answers);
    },
    [get, send, user],
  );

  const back = useCallback(() => {
    const screen = get().screen;
    if (!screen || !send({ type: 'BACK' })) return;
    // The session's queue keeps sending what is left: leaving never drops an answer.
    if (screen.mode !== 'REVIEW' && user) clearDraft(screen.simulado.id, user.id);
    clearTimer(screen.simulado.id, screen.mode);
    forgetOpenExam();
    window.clearTimeout(navTimer.current);
  }, [get, send, user]);

  const showResults = useCallback(() => {
    const screen = get().screen;
    if (!screen?.review || !user) return;
    navigate('/results', {
      state: resultsStateFromReview(user.id, screen.simulado, screen.review),
    });
  }, [get, navigate, user]);

  const timeUp = useCallback(() => void submit({ auto: true }), [submit]);

  const deadlineMoved = useCallback(
    (sessionId: string, expiresAt: string) => {
      send({ type: 'DEADLINE_MOVED', sessionId, expiresAt });
    },
    [send],
  );
  const errataArrived = useCallback(
    (errata: ExamErrata) => {
      if (send({ type: 'ERRATA_ARRIVED', errata })) notify(M.errataArrived, 'info', FLASH_MS.long);
    },
    [send, notify],
  );
  useExamWatchers({
    screen: state.screen,
    notify,
    serverClock,
    timeUp,
    finishFromServer,
    deadlineMoved,
    errataArrived,
  });

  return {
    screen: state.screen,
    choice: state.choice,
    submitting: state.status === 'submitting',
    starting: state.status === 'starting',
    offsetMs: state.offsetMs,
    enter: entry.enter,
    choose: entry.choose,
    cancelChoice: entry.cancelChoice,
    answer,
    submit,
    timeUp,
    back,
    showResults,
    current: state.current,
    layout: state.layout,
    tools,
  };
}
