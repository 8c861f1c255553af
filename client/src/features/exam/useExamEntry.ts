import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  EXAM_ERROR_CODES,
  type SessionUser,
  type SimuladoDetail,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { ApiError, serverMessageOr } from '../../api/client';
import type { FlashTone } from '../../hooks/useFlash';
import type { LooseModeResponse } from './api';
import { localNow } from './clock';
import { EXAM_UI_MESSAGES as M } from './messages';
import { useStartSessionMutation } from './mutations';
import { examQueries } from './queries';
import {
  examScreen,
  loadSimulado,
  practiceScreen,
  resumeSession,
  reviewScreen,
  type ClockRef,
  type ExamScreen,
} from './screenLoaders';

export type Notify = (message: string, tone?: FlashTone, durationMs?: number) => void;

/** The mode-choice dialog: Practice or Exam, preselected, with the reason why. */
export type ModeChoice = {
  simulado: SimuladoDetail;
  preselected: 'EXAM' | 'PRACTICE';
  reason: string;
  /** Why practice cannot be chosen now (shown under it), or null when it can. */
  practiceBlocked: string | null;
};

/** SPEC §4 BEFORE_START: the notice stays 4 s. */
const NOT_STARTED_MS = 4_000;

type EntryDeps = {
  user: SessionUser | null;
  notify: Notify;
  /** Shows a screen; `offset` holds the clock offset measured for it. */
  open: (screen: ExamScreen) => void;
  /** Measures the server clock again (GET /api/time) after a start or a resume. */
  syncClock: () => void;
  offset: ClockRef;
};

/**
 * Step 3 of the access flow (SPEC §4): with access granted, the mode decides what opens —
 * nothing yet (BEFORE_START), the running session (EXAM, resumed), the choice between
 * practice and a new official attempt (EXAM), the submitted answers (REVIEW) or an untimed
 * practice (PRACTICE).
 */
export function useExamEntry({ user, notify, open, syncClock, offset }: EntryDeps) {
  const queryClient = useQueryClient();
  const { mutateAsync: start } = useStartSessionMutation();
  const [choice, setChoice] = useState<ModeChoice | null>(null);
  const [starting, setStarting] = useState(false);

  const openPractice = useCallback(
    (simulado: SimuladoDetail, userId: string, banner: string) => {
      // The mode's message is the screen's banner; the flash only says what came back.
      const { screen, restored } = practiceScreen(simulado, userId, banner);
      open(screen);
      if (restored) notify(M.draftRestored, 'success');
    },
    [open, notify],
  );

  const enter = useCallback(
    async (summary: SimuladoSummary, retried = false): Promise<void> => {
      if (!user) return;
      let mode: LooseModeResponse;
      try {
        mode = await queryClient.fetchQuery(examQueries.mode(summary.id, user.id));
      } catch {
        notify(M.modeFailed, 'error');
        return;
      }

      if (mode.mode === 'BEFORE_START') {
        notify(M.notStarted, 'info', NOT_STARTED_MS);
      } else if (mode.mode === 'EXAM' && mode.hasActiveSession) {
        try {
          const [simulado, found] = await Promise.all([
            loadSimulado(queryClient, summary.id),
            resumeSession(queryClient, summary.id, user.id),
          ]);
          // Gone between the two calls (time ran out and it was finalised): ask again.
          if (!found) {
            if (!retried) return await enter(summary, true);
            notify(M.resumeFailed, 'error');
            return;
          }
          open(examScreen(simulado, found.session, offset, found.receivedAt));
          notify(M.sessionResumed, 'success');
          syncClock();
        } catch {
          notify(M.resumeFailed, 'error');
        }
      } else if (mode.mode === 'EXAM') {
        try {
          const simulado = await loadSimulado(queryClient, summary.id);
          // The server refuses practice while the official attempt is open: its correction
          // would hand out the key first (OFFICIAL_FIRST). Offered, but not choosable.
          setChoice({
            simulado,
            preselected: 'EXAM',
            reason: M.firstAttempt,
            practiceBlocked: M.officialFirst,
          });
        } catch {
          notify(M.simuladoFailed, 'error');
        }
      } else if (mode.mode === 'REVIEW') {
        try {
          const simulado = await loadSimulado(queryClient, summary.id);
          open(await reviewScreen(queryClient, simulado, M.reviewMode));
        } catch {
          notify(M.reviewFailed, 'error');
        }
      } else if (mode.mode === 'PRACTICE') {
        try {
          openPractice(await loadSimulado(queryClient, summary.id), user.id, M.practiceEnded);
        } catch {
          notify(M.simuladoFailed, 'error');
        }
      } else {
        notify(M.unknownMode, 'error');
      }
    },
    [user, queryClient, notify, open, offset, syncClock, openPractice],
  );

  /** Confirms the dialog: a server session for EXAM (the clock starts), or practice. */
  const choose = useCallback(
    async (mode: 'EXAM' | 'PRACTICE'): Promise<void> => {
      if (!choice || !user || starting) return;
      const { simulado } = choice;
      if (mode === 'PRACTICE') {
        if (choice.practiceBlocked) return;
        setChoice(null);
        openPractice(simulado, user.id, M.practiceChosen);
        return;
      }
      setStarting(true);
      try {
        const session = await start({ simuladoId: simulado.id, userId: user.id });
        const receivedAt = localNow();
        setChoice(null);
        open(examScreen(simulado, session, offset, receivedAt));
        syncClock();
      } catch (error) {
        // The screen variant of SPEC §8: the exam closes and the detail is shown.
        setChoice(null);
        notify(M.startFailedScreen(startErrorMessage(error)), 'error');
      } finally {
        setStarting(false);
      }
    },
    [choice, user, starting, start, open, offset, syncClock, notify, openPractice],
  );

  const cancelChoice = useCallback(() => {
    if (!starting) setChoice(null);
  }, [starting]);

  return { enter, choice, choose, cancelChoice, starting };
}

/** SPEC §8 start session: an active session says so; else the server message or a fallback. */
export function startErrorMessage(error: unknown): string {
  const alreadyActive =
    error instanceof ApiError &&
    (error.code === EXAM_ERROR_CODES.SESSION_ALREADY_ACTIVE ||
      error.message.includes('already has an active session'));
  return alreadyActive ? M.sessionAlreadyActive : serverMessageOr(error, M.startFailed);
}
