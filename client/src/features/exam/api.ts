import { z } from 'zod';
import {
  contract,
  modeResponseSchema,
  routeUrl,
  type Answer,
  type AttemptResult,
  type ExamPaper,
  type ExamSession,
  type OfficialAnswer,
  type SaveAnswerResult,
  type SaveFlagsInput,
  type SaveFlagsResult,
  type Option,
  type PracticePaper,
  type SubmitResponse,
} from '@gabaritei/shared';
import { ApiError, api } from '../../api/client';
import { call } from '../../api/call';

/** The exam routes of shared's contract (and the result and mode ones the exam flow asks). */

/**
 * The mode as the server said it. `mode` stays a plain string so an unknown value reaches
 * the access flow's 'Modo do simulado não reconhecido' instead of failing the parse.
 */
const looseModeSchema = modeResponseSchema.extend({ mode: z.string() });
export type LooseModeResponse = z.infer<typeof looseModeSchema>;

export type SubmittedAnswer = OfficialAnswer;

export async function fetchMode(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<LooseModeResponse> {
  // The URL from the contract, but not call(): its strict parse would refuse an unknown mode.
  const path = routeUrl(contract.simulados.mode, { id: simuladoId }, { userId });
  return looseModeSchema.parse(await api.get(path, signal));
}

/**
 * Starts (or resumes) the official attempt. The session comes without its paper, which
 * fetchSessionPaper reads apart (a server from before that route sends it inline anyway).
 */
export async function startSession(input: {
  simuladoId: string;
  userId?: string;
}): Promise<ExamSession> {
  return call(contract.exam.start, { body: { ...input, paper: 'apart' } });
}

/** The IN_PROGRESS session of a simulado, or null when there is none (404). */
export async function fetchActiveSession(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<ExamSession | null> {
  try {
    const query = { userId, simuladoId, paper: 'apart' as const };
    return await call(contract.exam.active, { query }, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Her booklet (questions and base texts in her order) apart from the session. The URL
 * names the paper version, so her browser keeps the answer and a reload revalidates it
 * (ETag → 304) instead of downloading it again. Her paper pass, the same for every answer
 * about her session, lets the server answer without a query in the minutes after her start.
 */
export async function fetchSessionPaper(
  sessionId: string,
  paperVersion: string,
  paperPass?: string,
  signal?: AbortSignal,
): Promise<ExamPaper> {
  const query = { v: paperVersion, ...(paperPass ? { t: paperPass } : {}) };
  return call(contract.exam.paper, { params: { id: sessionId }, query }, signal);
}

export type SaveAnswerRequest = {
  questionId: string;
  selectedOption: Option | null;
  clientSeq: number;
};

export async function saveAnswer(
  sessionId: string,
  save: SaveAnswerRequest,
): Promise<SaveAnswerResult> {
  return call(contract.exam.saveAnswer, { params: { id: sessionId }, body: save });
}

/** One question's 'Revisar depois' and crossed-out options. */
export async function saveFlags(
  sessionId: string,
  input: SaveFlagsInput,
): Promise<SaveFlagsResult> {
  return call(contract.exam.saveFlags, { params: { id: sessionId }, body: input });
}

export async function submitSession(sessionId: string): Promise<SubmitResponse> {
  return call(contract.exam.submit, { params: { id: sessionId } });
}

export async function fetchSessionReview(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return call(contract.exam.review, { params: { id: sessionId } }, signal);
}

/** The questions (and base texts) of a practice or the review: never the public catalogue's. */
export async function fetchPracticePaper(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<PracticePaper> {
  return call(contract.exam.practicePaper, { params: { id: simuladoId } }, signal);
}

/** The submitted official answers with the key, for REVIEW mode; 404 when none. */
export async function fetchSubmittedAnswers(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<SubmittedAnswer[]> {
  return call(contract.exam.officialAnswers, { params: { id: simuladoId } }, signal);
}

/** A practice attempt, graded in one go. */
export async function submitPractice(input: {
  simuladoId: string;
  userId?: string;
  answers: Answer[];
  durationSeconds?: number;
}): Promise<AttemptResult> {
  return call(contract.exam.practiceSubmit, { body: input });
}

export async function fetchHasOfficial(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await call(contract.results.hasOfficial, { query: { userId, simuladoId } }, signal))
    .hasOfficial;
}

/** The server clock, for the countdown's offset. */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  return (await call(contract.time.now, {}, signal)).now;
}
