import { z } from 'zod';
import {
  attemptResultSchema,
  officialAnswerSchema,
  practicePaperSchema,
  examSessionSchema,
  saveAnswerResultSchema,
  saveFlagsResultSchema,
  hasOfficialResponseSchema,
  modeResponseSchema,
  serverTimeSchema,
  submitResponseSchema,
  type Answer,
  type AttemptResult,
  type ExamSession,
  type SaveAnswerResult,
  type SaveFlagsInput,
  type SaveFlagsResult,
  type Option,
  type PublicQuestion,
  type SubmitResponse,
} from '@gabaritei/shared';
import { ApiError, api } from '../../api/client';

/** The exam endpoints of PRODUCT §7, parsed with the shared contract. */

/**
 * The mode as the server said it. `mode` stays a plain string so an unknown value reaches
 * the access flow's 'Modo do simulado não reconhecido' instead of failing the parse.
 */
const looseModeSchema = modeResponseSchema.extend({ mode: z.string() });
export type LooseModeResponse = z.infer<typeof looseModeSchema>;

const submittedAnswersSchema = z.array(officialAnswerSchema);
export type SubmittedAnswer = z.infer<typeof submittedAnswersSchema>[number];

const id = encodeURIComponent;

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export async function fetchMode(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<LooseModeResponse> {
  const path = withQuery(`/api/simulados/${id(simuladoId)}/mode`, { userId });
  return looseModeSchema.parse(await api.get(path, signal));
}

export async function startSession(input: {
  simuladoId: string;
  userId?: string;
}): Promise<ExamSession> {
  return examSessionSchema.parse(await api.post('/api/exam-sessions/start', input));
}

/** The IN_PROGRESS session of a simulado, or null when there is none (404). */
export async function fetchActiveSession(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<ExamSession | null> {
  const path = withQuery('/api/exam-sessions/active', { userId, simuladoId });
  try {
    return examSessionSchema.parse(await api.get(path, signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
  return saveAnswerResultSchema.parse(
    await api.post(`/api/exam-sessions/${id(sessionId)}/save-answer`, save),
  );
}

/** One question's 'Revisar depois' and crossed-out options. */
export async function saveFlags(
  sessionId: string,
  input: SaveFlagsInput,
): Promise<SaveFlagsResult> {
  return saveFlagsResultSchema.parse(
    await api.put(`/api/exam-sessions/${id(sessionId)}/flags`, input),
  );
}

export async function submitSession(sessionId: string): Promise<SubmitResponse> {
  return submitResponseSchema.parse(await api.post(`/api/exam-sessions/${id(sessionId)}/submit`));
}

export async function fetchSessionReview(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SubmitResponse> {
  return submitResponseSchema.parse(
    await api.get(`/api/exam-sessions/${id(sessionId)}/review`, signal),
  );
}

/** The submitted official answers with the key, for REVIEW mode; 404 when none. */
/** The questions of a practice (or the review): never the public catalogue's detail. */
export async function fetchPracticePaper(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<PublicQuestion[]> {
  const path = `/api/answers/simulado/${id(simuladoId)}/paper`;
  return practicePaperSchema.parse(await api.get(path, signal)).questions;
}

export async function fetchSubmittedAnswers(
  simuladoId: string,
  signal?: AbortSignal,
): Promise<SubmittedAnswer[]> {
  return submittedAnswersSchema.parse(
    await api.get(`/api/answers/simulado/${id(simuladoId)}`, signal),
  );
}

/** POST /api/answers: a practice attempt, graded in one go. */
export async function submitPractice(input: {
  simuladoId: string;
  userId?: string;
  answers: Answer[];
  durationSeconds?: number;
}): Promise<AttemptResult> {
  return attemptResultSchema.parse(await api.post('/api/answers', input));
}

export async function fetchHasOfficial(
  simuladoId: string,
  userId?: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const path = withQuery('/api/result/has-official', { userId, simuladoId });
  return hasOfficialResponseSchema.parse(await api.get(path, signal)).hasOfficial;
}

/** The server clock (GET /api/time), for the countdown's offset. */
export async function fetchServerTime(signal?: AbortSignal): Promise<string> {
  return serverTimeSchema.parse(await api.get('/api/time', signal)).now;
}
