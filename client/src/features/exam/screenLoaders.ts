import type { QueryClient } from '@tanstack/react-query';
import type { ExamSession, SimuladoDetail } from '@gabaritei/shared';
import type { ReviewAnswer } from '../results/resultsState';
import { simuladoQueries } from '../simulados/queries';
import { fetchServerTime, saveAnswer } from './api';
import { localNow, serverNow, serverOffsetMs } from './clock';
import { hasAnswers, loadDraft, type AnswerMap } from './drafts';
import { examQueries } from './queries';
import type { AnswerSaveQueue } from './saveQueue';
import { saveQueueFor } from './saveQueueRegistry';

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
  /** REVIEW: the submitted answers with the key. */
  review: ReviewAnswer[] | null;
  /** The mode's standing explanation above the questions. */
  banner: string | null;
};

/** The server clock as measured from a session's answer: see clock.ts. */
export type ClockRef = { current: number };

export async function loadSimulado(
  queryClient: QueryClient,
  simuladoId: string,
): Promise<SimuladoDetail> {
  return queryClient.fetchQuery(simuladoQueries.detail(simuladoId));
}

/** Practice: no session; a local draft younger than 7 days comes back. */
export function practiceScreen(
  simulado: SimuladoDetail,
  userId: string,
  banner: string,
): { screen: ExamScreen; restored: boolean } {
  const draft = loadDraft(simulado.id, userId);
  return {
    screen: {
      simulado,
      mode: 'PRACTICE',
      session: null,
      queue: null,
      answers: draft ?? {},
      review: null,
      banner,
    },
    restored: hasAnswers(draft),
  };
}

/**
 * EXAM with a server session (started or resumed): measures the clock offset from the
 * session's `serverNow`, attaches the session's save queue and lays its unsent answers
 * over the server's (they are newer).
 */
export function examScreen(
  simulado: SimuladoDetail,
  session: ExamSession,
  offset: ClockRef,
  receivedAt: number,
): ExamScreen {
  offset.current = serverOffsetMs(session.serverNow, receivedAt);
  const queue = saveQueueFor(session.id, {
    send: (sessionId, save) => saveAnswer(sessionId, save),
    now: () => serverNow(offset.current),
  });
  return {
    simulado,
    mode: 'EXAM',
    session,
    queue,
    answers: { ...session.answersData, ...queue.pendingAnswers() },
    review: null,
    banner: null,
  };
}

/** GET active; null when there is none (404). */
export async function resumeSession(
  queryClient: QueryClient,
  simuladoId: string,
  userId: string,
): Promise<{ session: ExamSession; receivedAt: number } | null> {
  const session = await queryClient.fetchQuery({
    ...examQueries.active(simuladoId, userId),
    staleTime: 0,
  });
  return session ? { session, receivedAt: localNow() } : null;
}

/** REVIEW: the submitted answers with the key, read-only. */
export async function reviewScreen(
  queryClient: QueryClient,
  simulado: SimuladoDetail,
  banner: string,
): Promise<ExamScreen> {
  const review = await queryClient.fetchQuery(examQueries.submittedAnswers(simulado.id));
  return {
    simulado,
    mode: 'REVIEW',
    session: null,
    queue: null,
    answers: Object.fromEntries(review.map((a) => [a.questionId, a.selectedOption])),
    review,
    banner,
  };
}

/**
 * Measures the offset again with GET /api/time (on start and resume). A failure keeps the
 * offset from the session's own `serverNow`.
 */
export async function refreshServerOffset(): Promise<number | null> {
  try {
    const now = await fetchServerTime();
    return serverOffsetMs(now, localNow());
  } catch {
    return null;
  }
}
