import { useCallback, useEffect } from 'react';
import type { Option } from '@gabaritei/shared';
import { saveFlags } from '../api';
import type { ExamEvent, ExamState } from '../engine/examMachine';
import { flagsOf, type ExamLayout } from './examTools';
import { flagQueueFor } from '../save-queue/saveQueueRegistry';
import { EXAM_LAYOUT_KEY, local, readJson, writeJson } from '../storage';

export type ExamTools = {
  toggleMark: (questionId: string) => void;
  toggleStrike: (questionId: string, option: Option) => void;
  /** Moves to a question by its index in the paper. */
  goTo: (index: number) => void;
  setLayout: (layout: ExamLayout) => void;
};

/** The layout the candidate chose last time on this device ('scroll' until they choose). */
export function storedLayout(): ExamLayout {
  return readJson(local(), EXAM_LAYOUT_KEY) === 'single' ? 'single' : 'scroll';
}

/**
 * The exam tools' effects: the machine takes the event, then a changed flag of
 * an official attempt goes to the session's flag queue (kept on the server, retried like
 * the answers), and a layout change is remembered on this device. A practice keeps its
 * flags on screen only: it has no server attempt to keep them with.
 */
export function useExamTools(machine: {
  get: () => ExamState;
  send: (event: ExamEvent) => boolean;
}): ExamTools {
  const { get, send } = machine;

  const persistFlags = useCallback(
    (questionId: string) => {
      const screen = get().screen;
      if (screen?.mode !== 'EXAM' || !screen.session) return;
      flagQueueFor(screen.session.id, { send: saveFlags }).set(
        questionId,
        flagsOf(screen.flags, questionId),
      );
    },
    [get],
  );

  const toggleMark = useCallback(
    (questionId: string) => {
      if (send({ type: 'MARK_TOGGLED', questionId })) persistFlags(questionId);
    },
    [send, persistFlags],
  );

  const toggleStrike = useCallback(
    (questionId: string, option: Option) => {
      if (send({ type: 'STRIKE_TOGGLED', questionId, option })) persistFlags(questionId);
    },
    [send, persistFlags],
  );

  const goTo = useCallback((index: number) => void send({ type: 'NAVIGATED', index }), [send]);

  const setLayout = useCallback(
    (layout: ExamLayout) => {
      if (send({ type: 'LAYOUT_CHOSEN', layout })) writeJson(local(), EXAM_LAYOUT_KEY, layout);
    },
    [send],
  );

  // Back online: flags waiting out their back-off go at once, like the answers.
  useEffect(() => {
    const online = () => {
      const session = get().screen?.session;
      if (session?.status === 'IN_PROGRESS')
        flagQueueFor(session.id, { send: saveFlags }).retryNow();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [get]);

  return { toggleMark, toggleStrike, goTo, setLayout };
}
