import { useEffect } from 'react';
import { TIMINGS, type AttemptResult, type ExamErrata, type ExamSession } from '@gabaritei/shared';
import { serverMessageOr } from '../../../api/client';
import type { ExamScreen } from './examMachine';
import { EXAM_UI_MESSAGES as M } from '../messages';
import type { Notify } from './useExamEntry';
import { useExamDeadline } from './useExamDeadline';
import { useExamErrata } from './useExamErrata';
import { useExamExpired } from './useExamExpired';

type WatcherDeps = {
  screen: ExamScreen | null;
  notify: Notify;
  /** The server's "now" as the device estimates it. */
  serverClock: () => number;
  timeUp: () => void;
  finishFromServer: (
    session: ExamSession,
    options: { result?: AttemptResult; notice?: string },
  ) => Promise<void>;
  /** `exam:deadline`: the running session ends at `expiresAt` now. */
  deadlineMoved: (sessionId: string, expiresAt: string) => void;
  /** `exam:errata`: a text of the open paper was corrected. */
  errataArrived: (errata: ExamErrata) => void;
};

/**
 * What can end or trouble a running official session besides the user: the 5 s expiry
 * check, the save queue's events (a save refused, or the queue closed by the server) and
 * the server's `exam:expired`. Each is turned into a call of the engine, which decides.
 */
export function useExamWatchers({
  screen,
  notify,
  serverClock,
  timeUp,
  finishFromServer,
  deadlineMoved,
  errataArrived,
}: WatcherDeps): void {
  // PRODUCT §4: while a session is IN_PROGRESS, every 5 s compare the server's now with
  // expiresAt — the countdown's own 0 can be late in a throttled background tab.
  const running = screen?.mode === 'EXAM' && screen.session?.status === 'IN_PROGRESS';
  const expiresAt = running ? screen.session!.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const deadline = Date.parse(expiresAt);
    const interval = window.setInterval(() => {
      if (serverClock() >= deadline) timeUp();
    }, TIMINGS.sessionExpiryCheckMs);
    return () => window.clearInterval(interval);
  }, [expiresAt, serverClock, timeUp]);

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

  useExamDeadline(session?.id ?? null, (payload) => {
    deadlineMoved(payload.sessionId, payload.expiresAt);
    notify(M.deadlineMoved, 'info');
  });

  useExamErrata(session ? screen!.simulado.id : null, errataArrived);

  useExamExpired(session?.id ?? null, (payload) => {
    if (session) void finishFromServer(session, { result: payload.result, notice: M.timeUp });
  });
}
