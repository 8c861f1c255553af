import type { ExamSession, Option, SessionFlags, SimuladoDetail } from '@gabaritei/shared';
import type { ReviewAnswer } from '../../results/resultsState';
import type { AnswerMap } from '../save-queue/drafts';
import type { AnswerSaveQueue } from '../save-queue/saveQueue';
import { toolTransition, type ExamLayout, type ToolEvent } from '../tools/examTools';
import { errataTransition, type ErrataEvent } from './errata';

/**
 * The exam screen as a state machine: a pure reducer from (state, event) to the next state.
 * Nothing here waits, stores or fetches — `useExamEngine` turns user actions and server
 * replies into events and runs the effects of the transitions the reducer accepted. An
 * event a state does not accept returns the same state object: the caller sees "ignored"
 * and skips the effect (a second submit, an answer after the end, a late reply).
 */

/** The mode the taking view runs in (BEFORE_START never opens it). */
export type TakingMode = 'EXAM' | 'PRACTICE' | 'REVIEW';

/** Everything the taking view shows for one open simulado. */
export type ExamScreen = {
  simulado: SimuladoDetail;
  mode: TakingMode;
  /** The official session (EXAM), or the submitted one (REVIEW after a submit). */
  session: ExamSession | null;
  /** Where this session's answers queue for the server (EXAM with a session). */
  queue: AnswerSaveQueue | null;
  answers: AnswerMap;
  /** 'Revisar depois' and crossed-out options (the server's for EXAM). */
  flags: SessionFlags;
  /** REVIEW: the submitted answers with the key. */
  review: ReviewAnswer[] | null;
  /** The mode's standing explanation above the questions. */
  banner: string | null;
  /** questionId → the 'Errata' notices of corrections pushed while she sits (errata.ts). */
  errata?: Record<string, string[]>;
};

/** The mode-choice dialog: Practice or Exam, preselected, with the reason why. */
export type ModeChoice = {
  simulado: SimuladoDetail;
  preselected: 'EXAM' | 'PRACTICE';
  reason: string;
  /** Why practice cannot be chosen now (shown under it), or null when it can. */
  practiceBlocked: string | null;
};

export type ExamStatus =
  /** The list: no simulado open. */
  | 'idle'
  /** Access granted: the mode, the simulado and (EXAM) the session are loading. */
  | 'loading'
  /** The mode-choice dialog is open. */
  | 'choosing'
  /** The dialog asked the server for a session: the clock starts there. */
  | 'starting'
  /** EXAM or PRACTICE on screen, answers accepted. */
  | 'answering'
  /** 'Calculando seu desempenho...': flushing the save queue, then the submit call. */
  | 'submitting'
  /** The server ended the attempt (time up, or another tab submitted): reading its result. */
  | 'expired'
  /** REVIEW on screen: read-only answers with the key (then /results after a submit). */
  | 'submitted';

export type ExamState = {
  status: ExamStatus;
  /** The machine's context for the taking view: simulado, mode, session, queue, answers. */
  screen: ExamScreen | null;
  choice: ModeChoice | null;
  /** Device → server clock offset for the countdown (ms); kept across screens. */
  offsetMs: number;
  /** The question the candidate is on (index into the paper); 0 when a screen opens. */
  current: number;
  /** One question per screen or the whole paper (the candidate's choice, kept). */
  layout: ExamLayout;
};

export type ExamEvent =
  | { type: 'LOAD' }
  /** The load ended without a screen: BEFORE_START, or an error already shown. */
  | { type: 'NOTHING_OPENED' }
  | { type: 'CHOICE_OFFERED'; choice: ModeChoice }
  | { type: 'CHOICE_CANCELLED' }
  | { type: 'START_REQUESTED' }
  | { type: 'START_FAILED' }
  /** A screen opens; `offsetMs` when one was measured for it (a session's `serverNow`). */
  | { type: 'OPENED'; screen: ExamScreen; offsetMs?: number }
  | { type: 'CLOCK_SYNCED'; offsetMs: number }
  | { type: 'ANSWERED'; questionId: string; option: Option | null }
  | { type: 'SUBMIT_REQUESTED' }
  | { type: 'SUBMIT_FAILED' }
  /** A save came back SESSION_EXPIRED / already submitted, or `exam:expired` arrived. */
  | { type: 'SERVER_ENDED'; sessionId: string }
  /** `exam:deadline`: extra time or an extension moved the running session's end. */
  | { type: 'DEADLINE_MOVED'; sessionId: string; expiresAt: string }
  | { type: 'SUBMITTED'; review: ReviewAnswer[]; session: ExamSession | null }
  | { type: 'REVIEW_FAILED' }
  | { type: 'BACK' }
  | ErrataEvent
  | ToolEvent;

export const initialExamState: ExamState = {
  status: 'idle',
  screen: null,
  choice: null,
  offsetMs: 0,
  current: 0,
  layout: 'scroll',
};

const OPEN: readonly ExamStatus[] = ['answering', 'submitting', 'expired', 'submitted'];

export function examReducer(state: ExamState, event: ExamEvent): ExamState {
  const { status, screen } = state;
  switch (event.type) {
    case 'LOAD':
      return status === 'idle' || status === 'choosing'
        ? { ...state, status: 'loading', choice: null }
        : state;
    case 'NOTHING_OPENED':
      return status === 'loading' ? { ...state, status: 'idle' } : state;
    case 'CHOICE_OFFERED':
      return status === 'loading' ? { ...state, status: 'choosing', choice: event.choice } : state;
    case 'CHOICE_CANCELLED':
      return status === 'choosing' ? { ...state, status: 'idle', choice: null } : state;
    case 'START_REQUESTED':
      return status === 'choosing' ? { ...state, status: 'starting' } : state;
    case 'START_FAILED':
      return status === 'starting' ? { ...state, status: 'idle', choice: null } : state;
    case 'OPENED':
      if (status !== 'loading' && status !== 'choosing' && status !== 'starting') return state;
      return {
        status: event.screen.mode === 'REVIEW' ? 'submitted' : 'answering',
        screen: event.screen,
        choice: null,
        offsetMs: event.offsetMs ?? state.offsetMs,
        current: 0,
        layout: state.layout,
      };
    case 'CLOCK_SYNCED':
      return event.offsetMs === state.offsetMs ? state : { ...state, offsetMs: event.offsetMs };
    case 'ANSWERED':
      if (status !== 'answering' || !screen) return state;
      return {
        ...state,
        screen: { ...screen, answers: { ...screen.answers, [event.questionId]: event.option } },
      };
    case 'SUBMIT_REQUESTED':
      return status === 'answering' ? { ...state, status: 'submitting' } : state;
    case 'SUBMIT_FAILED':
      return status === 'submitting' ? { ...state, status: 'answering' } : state;
    case 'SERVER_ENDED':
      return (status === 'answering' || status === 'submitting') &&
        screen?.session?.id === event.sessionId
        ? { ...state, status: 'expired' }
        : state;
    case 'DEADLINE_MOVED':
      if (status !== 'answering' || !screen?.session || screen.session.id !== event.sessionId)
        return state;
      return {
        ...state,
        screen: { ...screen, session: { ...screen.session, expiresAt: event.expiresAt } },
      };
    case 'SUBMITTED':
      if ((status !== 'submitting' && status !== 'expired') || !screen) return state;
      return {
        ...state,
        status: 'submitted',
        screen: {
          ...screen,
          mode: 'REVIEW',
          session: event.session,
          queue: null,
          review: event.review,
        },
      };
    case 'REVIEW_FAILED':
      return status === 'expired' ? { ...state, status: 'idle', screen: null } : state;
    case 'BACK':
      return OPEN.includes(status) ? { ...state, status: 'idle', screen: null } : state;
    case 'ERRATA_ARRIVED':
      return errataTransition(state, event);
    case 'MARK_TOGGLED':
    case 'STRIKE_TOGGLED':
    case 'NAVIGATED':
    case 'LAYOUT_CHOSEN':
      return toolTransition(state, event);
  }
}
