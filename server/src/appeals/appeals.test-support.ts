import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Option } from '@gabaritei/shared';
import type { FakeClock } from '../clock';
import type { Db } from '../db/database';
import {
  HOUR,
  MINUTE,
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
  type Question,
} from '../exam/exam.test-support';
import type { ApiClient } from '../test/support';

export const T0 = new Date('2026-11-26T10:00:00.000Z');
export const START = new Date(T0.getTime() + HOUR);
export const END = new Date(T0.getTime() + 3 * HOUR);
export const APPEALS_UNTIL = new Date(END.getTime() + 48 * HOUR);
export const MINUTE_AFTER = (at: Date) => new Date(at.getTime() + MINUTE);
/** Past end + grace: the key is out, appeals are open. */
export const AFTER_END = new Date(END.getTime() + 10 * MINUTE);

/**
 * A simulado held from START to END, open to appeals and key decisions after it: its
 * questions (keys Q1 B, Q2 C, Q3 D, Q4 A, … as createSimulado sets them) and an ADMIN.
 */
export async function appealable(api: ApiClient, db: Db, questionCount: number) {
  const simuladoId = await createSimulado(db, {
    questions: questionCount,
    startDate: START,
    endDate: END,
  });
  const questions = await questionsOf(db, simuladoId);
  const admin = await signedIn(api, db, 'ADMIN');
  return { simuladoId, questions, admin };
}

/** PUT/GET with a cookie through inject (the test api client speaks GET and POST only). */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    cookies: cookie ? { gabaritei_sid: cookie } : {},
  });
}

/**
 * A candidate who sits the official attempt during the window with `choices` (one per
 * question, null = blank) and submits; the clock is moved to `at` for the attempt.
 */
export async function sitOfficial(
  api: ApiClient,
  db: Db,
  clock: FakeClock,
  simuladoId: string,
  questions: readonly Question[],
  choices: readonly (Option | null)[],
  at = new Date(START.getTime() + MINUTE),
) {
  const exam = examApi(api);
  const person = await candidate(api, db, simuladoId);
  clock.set(at);
  const session = await startSession(exam, person.cookie, simuladoId);
  for (const [index, question] of questions.entries()) {
    const choice = choices[index] ?? null;
    if (choice === null) continue;
    const res = await exam.save(person.cookie, session.id, {
      questionId: question.id,
      selectedOption: choice,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = await submitSession(exam, person.cookie, session.id);
  return { ...person, sessionId: session.id, score: submitted.result.score };
}

/** Waits for the simulado's regrade to reach DONE (the jobs run in this process). */
export async function regradeDone(app: FastifyInstance, cookie: string, simuladoId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await call(app, 'GET', `/api/admin/simulados/${simuladoId}/regrade`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const status = res.json() as { status: string; affected: number };
    if (status.status === 'DONE') return status;
    if (status.status === 'FAILED' || Date.now() > deadline)
      throw new Error(`regrade ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
