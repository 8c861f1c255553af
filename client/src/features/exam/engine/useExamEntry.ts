import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  EXAM_ERROR_CODES,
  type SessionUser,
  type SimuladoDetail,
  type SimuladoSummary,
} from '@gabaritei/shared';
import { ApiError, serverMessageOr } from '../../../api/client';
import type { FlashTone } from '../../../hooks/useFlash';
import type { LooseModeResponse } from '../api';
import { setExtraMinutes } from '../timer/extraTime';
import { localNow } from '../clock';
import { EXAM_UI_MESSAGES as M } from '../messages';
import { useStartSessionMutation } from '../mutations';
import { examQueries } from '../queries';
import type { ExamEvent, ExamState } from './examMachine';
import {
  examScreen,
  loadPracticeSimulado,
  loadSessionSimulado,
  loadSimulado,
  practiceScreen,
  resumeSession,
  reviewScreen,
} from './screenLoaders';
import type { Machine } from './useMachine';

export type Notify = (message: string, tone?: FlashTone, durationMs?: number) => void;

/** PRODUCT §4 BEFORE_START: the notice stays 4 s. */
const NOT_STARTED_MS = 4_000;

type EntryDeps = {
  user: SessionUser | null;
  notify: Notify;
  machine: Pick<Machine<ExamState, ExamEvent>, 'get' | 'send'>;
  /** The server's "now" as the device estimates it: what the save queue stamps saves with. */
  serverClock: () => number;
  /** Measures the server clock again (GET /api/time) after a start or a resume. */
  syncClock: () => void;
};

/**
 * Step 3 of the access flow (PRODUCT §4): with access granted, the mode decides what opens —
 * nothing yet (BEFORE_START), the running session (EXAM, resumed), the choice between
 * practice and a new official attempt (EXAM), the submitted answers (REVIEW) or an untimed
 * practice (PRACTICE).
 */
export function useExamEntry({ user, notify, machine, serverClock, syncClock }: EntryDeps) {
  const queryClient = useQueryClient();
  const { mutateAsync: start } = useStartSessionMutation();
  const { send } = machine;

  const openPractice = useCallback(
    (simulado: SimuladoDetail, userId: string, banner: string) => {
      // The mode's message is the screen's banner; the flash only says what came back.
      const { screen, restored } = practiceScreen(simulado, userId, banner);
      if (!send({ type: 'OPENED', screen })) return;
      if (restored) notify(M.draftRestored, 'success');
    },
    [send, notify],
  );

  /** The mode decides what opens; each branch ends in OPENED, CHOICE_OFFERED or a notice. */
  const openByMode = useCallback(
    async (summary: SimuladoSummary, userId: string, retried = false): Promise<void> => {
      let mode: LooseModeResponse;
      try {
        mode = await queryClient.fetchQuery(examQueries.mode(summary.id, userId));
        setExtraMinutes(summary.id, mode.extraMinutes);
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
            resumeSession(queryClient, summary.id, userId),
          ]);
          // Gone between the two calls (time ran out and it was finalised): ask again.
          if (!found) {
            if (!retried) return await openByMode(summary, userId, true);
            notify(M.resumeFailed, 'error');
            return;
          }
          const paper = await loadSessionSimulado(queryClient, simulado, found.session);
          const opened = examScreen(paper, found.session, found.receivedAt, serverClock);
          if (!send({ type: 'OPENED', ...opened })) return;
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
          send({
            type: 'CHOICE_OFFERED',
            choice: {
              simulado,
              preselected: 'EXAM',
              reason: M.firstAttempt,
              practiceBlocked: M.officialFirst,
            },
          });
        } catch {
          notify(M.simuladoFailed, 'error');
        }
      } else if (mode.mode === 'REVIEW') {
        try {
          const simulado = await loadPracticeSimulado(queryClient, summary.id);
          send({ type: 'OPENED', screen: await reviewScreen(queryClient, simulado, M.reviewMode) });
        } catch (error) {
          // Under the key embargo the server says when the commented key opens.
          const embargoed =
            error instanceof ApiError && error.code === EXAM_ERROR_CODES.KEY_EMBARGOED;
          notify(embargoed ? error.message : M.reviewFailed, embargoed ? 'info' : 'error');
        }
      } else if (mode.mode === 'PRACTICE') {
        try {
          openPractice(
            await loadPracticeSimulado(queryClient, summary.id),
            userId,
            summary.isPracticeOnly ? M.practiceTraining : M.practiceEnded,
          );
        } catch {
          notify(M.simuladoFailed, 'error');
        }
      } else {
        notify(M.unknownMode, 'error');
      }
    },
    [queryClient, notify, send, serverClock, syncClock, openPractice],
  );

  const enter = useCallback(
    async (summary: SimuladoSummary): Promise<void> => {
      if (!user) return;
      send({ type: 'LOAD' });
      await openByMode(summary, user.id);
      // Neither a screen nor the dialog opened (BEFORE_START, an error already shown).
      send({ type: 'NOTHING_OPENED' });
    },
    [user, send, openByMode],
  );

  /** Confirms the dialog: a server session for EXAM (the clock starts), or practice. */
  const choose = useCallback(
    async (mode: 'EXAM' | 'PRACTICE'): Promise<void> => {
      const { status, choice } = machine.get();
      if (status !== 'choosing' || !choice || !user) return;
      const { simulado } = choice;
      if (mode === 'PRACTICE') {
        if (choice.practiceBlocked) return;
        try {
          openPractice(
            await loadPracticeSimulado(queryClient, simulado.id),
            user.id,
            M.practiceChosen,
          );
        } catch {
          notify(M.simuladoFailed, 'error');
        }
        return;
      }
      send({ type: 'START_REQUESTED' });
      try {
        const session = await start({ simuladoId: simulado.id, userId: user.id });
        const receivedAt = localNow();
        const paper = await loadSessionSimulado(queryClient, simulado, session);
        const opened = examScreen(paper, session, receivedAt, serverClock);
        if (send({ type: 'OPENED', ...opened })) syncClock();
      } catch (error) {
        // The screen variant of PRODUCT §8: the exam closes and the detail is shown.
        send({ type: 'START_FAILED' });
        notify(M.startFailedScreen(startErrorMessage(error)), 'error');
      }
    },
    [machine, user, send, start, serverClock, syncClock, notify, openPractice, queryClient],
  );

  const cancelChoice = useCallback(() => void send({ type: 'CHOICE_CANCELLED' }), [send]);

  return { enter, choose, cancelChoice };
}

/** PRODUCT §8 start session: an active session says so; else the server message or a fallback. */
export function startErrorMessage(error: unknown): string {
  const alreadyActive =
    error instanceof ApiError &&
    (error.code === EXAM_ERROR_CODES.SESSION_ALREADY_ACTIVE ||
      error.message.includes('already has an active session'));
  return alreadyActive ? M.sessionAlreadyActive : serverMessageOr(error, M.startFailed);
}
