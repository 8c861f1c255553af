import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import type { ExamSession, SubmitResponse } from '@gabaritei/shared';
import { describeBackends } from '../test/support';
import {
  MINUTE,
  candidate,
  countResults,
  createSimulado,
  questionsOf,
  startSession,
  T0,
  useExamSuite,
  finaliserDepsOf,
} from './exam.test-support';
import { insertSessions } from './exam.repository';
import { sweepExpiredSessions } from './expiry';

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

describeBackends('exam concurrency', (backend) => {
  const { clock, t, exam } = useExamSuite(backend);

  it(`${N} parallel starts open one session, all 200 with its id`, async () => {
    const simulado = await createSimulado(t.db);
    const student = await candidate(t.api, t.db, simulado);
    const responses = await Promise.all(
      Array.from({ length: N }, () => exam.start(student.cookie, simulado)),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(responses.map((res) => (res.json() as ExamSession).id));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('exam_sessions')
      .select('id')
      .where('simulado_id', '=', simulado)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it(`${N} candidates starting together each get a session of their own`, async () => {
    // Their inserts share statements (exam/start.ts): a row must never reach a neighbour.
    const simulado = await createSimulado(t.db);
    const students = await Promise.all(
      Array.from({ length: N }, () => candidate(t.api, t.db, simulado)),
    );
    const responses = await Promise.all(students.map((s) => exam.start(s.cookie, simulado)));
    const owners = await t.db
      .selectFrom('exam_sessions')
      .select(['id', 'user_id'])
      .where('simulado_id', '=', simulado)
      .execute();
    const ownerOf = new Map(owners.map((row) => [row.id, row.user_id]));
    expect(owners).toHaveLength(N);
    responses.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(ownerOf.get((res.json() as ExamSession).id)).toBe(students[i]!.id);
    });
  });

  it('a batch of inserts answers each start with its own row, or null when one existed', async () => {
    const simulado = await createSimulado(t.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => candidate(t.api, t.db, simulado)));
    const earlier = await startSession(exam, b!.cookie, simulado);
    const at = (userId: string) => ({
      userId,
      simuladoId: simulado,
      startedAt: T0,
      expiresAt: new Date(T0.getTime() + 90 * MINUTE),
    });
    const rows = await insertSessions(t.db, [at(a!.id), at(b!.id), at(a!.id), at(c!.id)]);
    expect(rows.map((row) => row?.user_id ?? null)).toEqual([a!.id, null, null, c!.id]);
    const stored = await t.db
      .selectFrom('exam_sessions')
      .select(['id', 'user_id'])
      .where('simulado_id', '=', simulado)
      .execute();
    expect(stored).toHaveLength(3);
    expect(stored.find((row) => row.user_id === b!.id)?.id).toBe(earlier.id);
  });

  it(`${N} parallel saves of one question keep the highest seq`, async () => {
    const simulado = await createSimulado(t.db);
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [question] = await questionsOf(t.db, simulado);
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
    const rows = await t.db
      .selectFrom('session_answers')
      .selectAll()
      .where('session_id', '=', session.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client_seq: N, selected_option: optionFor(N) });
  });

  it('saves to different questions in parallel all land', async () => {
    const simulado = await createSimulado(t.db, { questions: N });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const questions = await questionsOf(t.db, simulado);
    await Promise.all(
      questions.map((q) =>
        exam.save(student.cookie, session.id, { questionId: q.id, selectedOption: q.correct }),
      ),
    );
    const active = (await exam.active(student.cookie, simulado)).json() as ExamSession;
    expect(Object.keys(active.answersData)).toHaveLength(N);
  });

  it(`${N} parallel submits write one result; all answers equal`, async () => {
    const simulado = await createSimulado(t.db, { questions: 3 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const questions = await questionsOf(t.db, simulado);
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
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
    const answerRows = await t.db
      .selectFrom('result_answers')
      .select('question_id')
      .where('result_id', '=', bodies[0]!.result.id)
      .execute();
    expect(answerRows).toHaveLength(3);
  });

  it('a submit racing the sweep and late saves writes one result', async () => {
    const simulado = await createSimulado(t.db, { questions: 3, durationMinutes: 10 });
    const student = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, student.cookie, simulado);
    const [question] = await questionsOf(t.db, simulado);
    clock.advance(11 * MINUTE);
    const deps = finaliserDepsOf(t, clock);
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
    expect(await countResults(t.db, { simuladoId: simulado })).toBe(1);
  });
});
