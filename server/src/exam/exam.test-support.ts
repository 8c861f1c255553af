import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { expect } from 'vitest';
import type { ExamSession, Option, SubmitResponse } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import type { Db, DbOrTx } from '../db/database';
import { createSimulado, signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import type { Clock } from '../clock';
import { useClockedTestApp, type BackendName, type TestContext } from '../test/support';
import type { FinaliserDeps } from './finalise';

export {
  buildCatalogueTestApp,
  createSimulado,
  expectNoAnswerKey,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';

/** When the exam suites' fake clock starts, and where it goes back before each test. */
export const T0 = new Date('2026-11-22T12:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type Question = { id: string; correct: Option; wrong: Option };

/** A simulado's questions in position order, with a right and a wrong choice for each. */
export async function questionsOf(db: DbOrTx, simuladoId: string): Promise<Question[]> {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'correct_option'])
    .where('simulado_id', '=', simuladoId)
    .orderBy('position', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    correct: row.correct_option,
    wrong: row.correct_option === 'A' ? 'B' : 'A',
  }));
}

/** Grants access the way a purchase does (a row in purchases). */
export async function grantAccess(db: DbOrTx, userId: string, simuladoId: string): Promise<void> {
  await db
    .insertInto('purchases')
    .values({
      user_id: userId,
      simulado_id: simuladoId,
      price_cents: 0,
      provider: 'free',
      purchased_at: new Date(),
    })
    .execute();
}

/** A signed-in student who owns the simulado. */
export async function candidate(api: ApiClient, db: Db, simuladoId: string): Promise<SignedIn> {
  const user = await signedIn(api, db);
  await grantAccess(db, user.id, simuladoId);
  return user;
}

export function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ statusCode: status, code });
}

/** Thin wrappers over the exam routes, returning the raw response. */
export function examApi(api: ApiClient) {
  return {
    mode: (cookie: string, simuladoId: string, userId?: string) =>
      api.get(`/api/simulados/${simuladoId}/mode${userId ? `?userId=${userId}` : ''}`, { cookie }),
    start: (cookie: string, simuladoId: string, userId?: string) =>
      api.post('/api/exam-sessions/start', { simuladoId, userId }, { cookie }),
    active: (cookie: string, simuladoId: string, userId?: string) =>
      api.get(
        `/api/exam-sessions/active?simuladoId=${simuladoId}${userId ? `&userId=${userId}` : ''}`,
        { cookie },
      ),
    save: (
      cookie: string,
      sessionId: string,
      body: { questionId: string; selectedOption: Option | null; clientSeq?: number },
    ) => api.post(`/api/exam-sessions/${sessionId}/save-answer`, body, { cookie }),
    flags: (
      cookie: string,
      sessionId: string,
      body: { questionId: string; marked: boolean; struck: string[] },
    ) => api.put(`/api/exam-sessions/${sessionId}/flags`, body, { cookie }),
    submit: (cookie: string, sessionId: string) =>
      api.post(`/api/exam-sessions/${sessionId}/submit`, {}, { cookie }),
    review: (cookie: string, sessionId: string) =>
      api.get(`/api/exam-sessions/${sessionId}/review`, { cookie }),
    paper: (cookie: string, sessionId: string) =>
      api.get(`/api/exam-sessions/${sessionId}/paper`, { cookie }),
  };
}
export type ExamApi = ReturnType<typeof examApi>;

/** Starts the official attempt and returns the session (asserting 200). */
export async function startSession(
  exam: ExamApi,
  cookie: string,
  simuladoId: string,
): Promise<ExamSession> {
  const res = await exam.start(cookie, simuladoId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExamSession;
}

/** A student in a fresh simulado (by default 30 minutes, 4 questions), session started. */
export async function startedCandidate(
  t: { api: ApiClient; db: Db },
  exam: ExamApi,
  options: { questions?: number; durationMinutes?: number } = {},
) {
  const simulado = await createSimulado(t.db, {
    questions: options.questions ?? 4,
    durationMinutes: options.durationMinutes ?? 30,
  });
  const student = await candidate(t.api, t.db, simulado);
  const session = await startSession(exam, student.cookie, simulado);
  return { simulado, student, session, questions: await questionsOf(t.db, simulado) };
}

export async function submitSession(
  exam: ExamApi,
  cookie: string,
  sessionId: string,
): Promise<SubmitResponse> {
  const res = await exam.submit(cookie, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubmitResponse;
}

export async function countResults(
  db: DbOrTx,
  where: { simuladoId: string; userId?: string },
): Promise<number> {
  let query = db
    .selectFrom('results')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('simulado_id', '=', where.simuladoId);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The exam suites' set-up: the app on `backend` with a fake clock set back to T0 before
 * each test and sign-in limits relaxed (the suites sign many candidates in), and the exam
 * routes' callers.
 */
export function useExamSuite(backend: BackendName) {
  const { clock, t } = useClockedTestApp(backend, T0);
  return { clock, t, exam: examApi(t.api) };
}

/** What the expirer, the sweep and the re-sender run with in a suite: its app's, silent. */
export function finaliserDepsOf(t: TestContext, clock: Clock): FinaliserDeps {
  return {
    db: t.db,
    clock,
    events: t.app.runtime.events,
    logger: pino({ level: 'silent' }),
    jobs: t.app.runtime.jobs,
  };
}
