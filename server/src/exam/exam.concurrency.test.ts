import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExamSession, SubmitResponse } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { testBackends, type TestApp } from '../test/support';
import {
  MINUTE,
  buildCatalogueTestApp,
  candidate,
  countResults,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  type ExamApi,
} from './exam.test-support';
import { sweepExpiredSessions } from './expiry';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const N = 20;

/** The numbers 1..n in a random order: parallel requests must not depend on arrival order. */
function shuffled(n: number): number[] {
  const values = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = values.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values;
}

describe.each(testBackends())('exam concurrency on $name', ({ name, available }) => {
  const clock = createFakeClock(T0);
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  let exam: ExamApi;
  beforeAll(async () => {
    if (!available) return;
    ({ t, api, db } = await buildCatalogueTestApp(name, clock));
    exam = examApi(api);
  });
  beforeEach(() => clock.set(T0));
  afterAll(async () => t?.close());

  it.skipIf(!available)(`${N} parallel starts open one session, all 200 with its id`, async () => {
    const simulado = await createSimulado(db);
    const student = await candidate(api, db, simulado);
    const responses = await Promise.all(
      Array.from({ length: N }, () => exam.start(student.cookie, simulado)),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(responses.map((res) => (res.json() as ExamSession).id));
    expect(ids.size).toBe(1);
    const rows = await db
      .selectFrom('exam_sessions')
      .select('id')
      .where('simulado_id', '=', simulado)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it.skipIf(!available)(`${N} parallel saves of one question keep the highest seq`, async () => {
    const simulado = await createSimulado(db);
    const student = await candidate(api, db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [question] = await questionsOf(db, simulado);
    const optionFor = (seq: number) => (['A', 'B', 'C', 'D'] as const)[seq % 4]!;
    const responses = await Promise.all(
      shuffled(N).map((seq) =>
        exam.save(student.cookie, session.id, {
          questionId: question!.id,
          selectedOption: optionFor(seq),
          clientSeq: seq,
        }),
      ),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const rows = await db
      .selectFrom('session_answers')
      .selectAll()
      .where('session_id', '=', session.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client_seq: N, selected_option: optionFor(N) });
  });

  it.skipIf(!available)('saves to different questions in parallel all land', async () => {
    const simulado = await createSimulado(db, { questions: N });
    const student = await candidate(api, db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const questions = await questionsOf(db, simulado);
    await Promise.all(
      questions.map((q) =>
        exam.save(student.cookie, session.id, { questionId: q.id, selectedOption: q.correct }),
      ),
    );
    const active = (await exam.active(student.cookie, simulado)).json() as ExamSession;
    expect(Object.keys(active.answersData)).toHaveLength(N);
  });

  it.skipIf(!available)(`${N} parallel submits write one result; all answers equal`, async () => {
    const simulado = await createSimulado(db, { questions: 3 });
    const student = await candidate(api, db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const questions = await questionsOf(db, simulado);
    await exam.save(student.cookie, session.id, {
      questionId: questions[0]!.id,
      selectedOption: questions[0]!.correct,
    });
    clock.advance(5 * MINUTE);
    const responses = await Promise.all(
      Array.from({ length: N }, () => exam.submit(student.cookie, session.id)),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const bodies = responses.map((res) => res.json() as SubmitResponse);
    for (const body of bodies) {
      expect(body.result).toEqual(bodies[0]!.result);
      expect(body.session.submittedAt).toBe(bodies[0]!.session.submittedAt);
    }
    expect(bodies[0]!.result).toMatchObject({ correctCount: 1, totalQuestions: 3 });
    expect(await countResults(db, { simuladoId: simulado })).toBe(1);
    const answerRows = await db
      .selectFrom('result_answers')
      .select('question_id')
      .where('result_id', '=', bodies[0]!.result.id)
      .execute();
    expect(answerRows).toHaveLength(3);
  });

  it.skipIf(!available)('a submit racing the sweep and late saves writes one result', async () => {
    const simulado = await createSimulado(db, { questions: 3, durationMinutes: 10 });
    const student = await candidate(api, db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [question] = await questionsOf(db, simulado);
    clock.advance(11 * MINUTE);
    const deps = {
      db,
      clock,
      events: t.app.runtime.events,
      logger: pino({ level: 'silent' }),
      jobs: t.app.runtime.jobs,
    };
    const outcomes = await Promise.all([
      exam.submit(student.cookie, session.id),
      sweepExpiredSessions(deps),
      exam.save(student.cookie, session.id, { questionId: question!.id, selectedOption: 'A' }),
      exam.submit(student.cookie, session.id),
      sweepExpiredSessions(deps),
    ]);
    expect(outcomes[0]).toMatchObject({ statusCode: 200 });
    expect(outcomes[3]).toMatchObject({ statusCode: 200 });
    expect([400, 409]).toContain((outcomes[2] as { statusCode: number }).statusCode);
    expect(await countResults(db, { simuladoId: simulado })).toBe(1);
  });
});
