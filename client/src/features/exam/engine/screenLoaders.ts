import type { QueryClient } from '@tanstack/react-query';
import {
  errataNotices,
  type ExamSession,
  type PaperErrata,
  type SimuladoDetail,
} from '@gabaritei/shared';
import { simuladoQueries } from '../../simulados/queries';
import { fetchPracticePaper, fetchServerTime, saveAnswer, saveFlags } from '../api';
import { localNow, serverOffsetMs } from '../clock';
import { hasAnswers, loadDraft } from '../save-queue/drafts';
import { examQueries } from '../queries';
import type { ExamScreen } from './examMachine';
import { flagQueueFor, saveQueueFor } from '../save-queue/saveQueueRegistry';

/** The catalogue's detail: the metadata (its questions are not what the screen shows). */
export async function loadSimulado(
  queryClient: QueryClient,
  simuladoId: string,
): Promise<SimuladoDetail> {
  return queryClient.fetchQuery(simuladoQueries.detail(simuladoId));
}

/**
 * The detail with the paper of a practice or review (GET /api/answers/simulado/{id}/paper):
 * the exam screen never takes its questions from the public catalogue.
 */
export async function loadPracticeSimulado(
  queryClient: QueryClient,
  simuladoId: string,
): Promise<SimuladoDetail & { errata?: PaperErrata[] }> {
  const [simulado, paper] = await Promise.all([
    loadSimulado(queryClient, simuladoId),
    fetchPracticePaper(simuladoId),
  ]);
  const { questions, baseTexts = [], errata } = paper;
  return { ...simulado, questions, baseTexts, errata };
}

/**
 * The detail with the paper of her session: inline when the server sent it so (a server
 * from before the paper route), else her booklet apart (GET …/paper, kept per session and
 * version), else — a session that names no version — the detail as it is.
 */
export async function loadSessionSimulado(
  queryClient: QueryClient,
  simulado: SimuladoDetail,
  session: ExamSession,
): Promise<SimuladoDetail & { errata?: PaperErrata[] }> {
  if (session.questions || session.paperVersion === undefined) return simulado;
  const { id, paperVersion, paperPass } = session;
  const paper = await queryClient.fetchQuery(examQueries.paper(id, paperVersion, paperPass));
  return {
    ...simulado,
    questions: paper.questions,
    baseTexts: paper.baseTexts,
    errata: paper.errata,
  };
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
      flags: {},
      review: null,
      banner,
    },
    restored: hasAnswers(draft),
  };
}

/**
 * EXAM with a server session (started or resumed): measures the clock offset from the
 * session's `serverNow`, attaches the session's save queue (stamped with `serverClock`) and
 * lays its unsent answers over the server's (they are newer).
 */
export function examScreen(
  simulado: SimuladoDetail & { errata?: PaperErrata[] },
  session: ExamSession,
  receivedAt: number,
  serverClock: () => number,
): { screen: ExamScreen; offsetMs: number } {
  const queue = saveQueueFor(session.id, {
    send: (sessionId, save) => saveAnswer(sessionId, save),
    now: serverClock,
  });
  const flagQueue = flagQueueFor(session.id, { send: saveFlags });
  // The paper of the session it sits (loadSessionSimulado), or inline with it.
  const paper = {
    questions: session.questions ?? simulado.questions,
    baseTexts: session.baseTexts ?? simulado.baseTexts ?? [],
  };
  return {
    screen: {
      simulado: { ...simulado, ...paper },
      // Corrections made before this (re)load keep their notice, in her booklet's letters.
      errata: errataNotices(paper, simulado.errata ?? [], simulado.format),
      mode: 'EXAM',
      session,
      queue,
      answers: { ...session.answersData, ...queue.pendingAnswers() },
      // Flags still on their way are newer than the server's, like the answers.
      flags: { ...session.flags, ...flagQueue.pendingFlags() },
      review: null,
      banner: null,
    },
    offsetMs: serverOffsetMs(session.serverNow, receivedAt),
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
  simulado: SimuladoDetail & { errata?: PaperErrata[] },
  banner: string,
): Promise<ExamScreen> {
  const review = await queryClient.fetchQuery(examQueries.submittedAnswers(simulado.id));
  // The 'Errata' notices she saw during the exam stay with the corrected questions.
  const paper = { questions: simulado.questions, baseTexts: simulado.baseTexts ?? [] };
  const errata = errataNotices(paper, simulado.errata ?? [], simulado.format);
  return {
    errata,
    simulado,
    mode: 'REVIEW',
    session: null,
    queue: null,
    answers: Object.fromEntries(review.map((a) => [a.questionId, a.selectedOption])),
    flags: {},
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
