import { expect, it } from 'vitest';
import { invalidAnswerMessage, type Option } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { DbOrTx } from '../db/database';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  HOUR,
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from './exam.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');

/** Turns a test simulado into one of the format, keys and weights given. */
async function reshape(
  db: DbOrTx,
  simuladoId: string,
  values: { format: 'ABCDE' | 'CERTO_ERRADO'; scoring: 'STANDARD' | 'CEBRASPE' },
  keys: { correct: Option; weight: number }[],
): Promise<void> {
  await db.updateTable('simulados').set(values).where('id', '=', simuladoId).execute();
  const questions = await questionsOf(db, simuladoId);
  for (const [i, question] of questions.entries())
    await db
      .updateTable('questions')
      .set({ correct_option: keys[i]!.correct, weight: keys[i]!.weight, option_e: 'Quinta' })
      .where('id', '=', question.id)
      .execute();
}

describeBackends('formats and scoring rules', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  it('a Certo/Errado exam takes only C and E, and scores by the Cebraspe rule', async () => {
    const id = await createSimulado(t.db, { questions: 4 });
    await reshape(t.db, id, { format: 'CERTO_ERRADO', scoring: 'CEBRASPE' }, [
      { correct: 'C', weight: 2 },
      { correct: 'E', weight: 1 },
      { correct: 'C', weight: 1 },
      { correct: 'E', weight: 1 },
    ]);
    const [q1, q2, q3] = await questionsOf(t.db, id);
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    expect(session.questions?.[0]).toMatchObject({ weight: 2 });

    const refused = await exam.save(student.cookie, session.id, {
      questionId: q1!.id,
      selectedOption: 'A',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_ANSWER',
      message: invalidAnswerMessage('CERTO_ERRADO'),
    });
    const stored = await t.db.selectFrom('session_answers').selectAll().execute();
    expect(stored.filter((row) => row.session_id === session.id)).toEqual([]);

    // q1 right (+2), q2 wrong (−1), q3 right (+1), q4 blank: net 2 of weight 5 = 40.
    for (const [question, option] of [
      [q1!, 'C'],
      [q2!, 'C'],
      [q3!, 'C'],
    ] as const) {
      const res = await exam.save(student.cookie, session.id, {
        questionId: question.id,
        selectedOption: option,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result.score).toBeCloseTo(40, 10);
    expect(result).toMatchObject({
      format: 'CERTO_ERRADO',
      scoring: 'CEBRASPE',
      weighted: true,
      correctCount: 2,
    });
  });

  it('an A–E exam takes E, refuses nothing but letters outside A–E, and weighs the score', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    await reshape(t.db, id, { format: 'ABCDE', scoring: 'STANDARD' }, [
      { correct: 'E', weight: 3 },
      { correct: 'A', weight: 1 },
    ]);
    const [q1, q2] = await questionsOf(t.db, id);
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    expect(session.questions?.[0]).toMatchObject({ optionE: 'Quinta' });
    const bad = await t.api.post(
      `/api/exam-sessions/${session.id}/save-answer`,
      { questionId: q1!.id, selectedOption: 'F' },
      { cookie: student.cookie },
    );
    expect(bad.statusCode).toBe(400);
    await exam.save(student.cookie, session.id, { questionId: q1!.id, selectedOption: 'E' });
    await exam.save(student.cookie, session.id, { questionId: q2!.id, selectedOption: 'B' });
    const { result } = await submitSession(exam, student.cookie, session.id);
    // 3 of total weight 4.
    expect(result.score).toBe(75);
  });

  it('an A–D exam refuses E, as before', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    const [q1] = await questionsOf(t.db, id);
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    const res = await exam.save(student.cookie, session.id, {
      questionId: q1!.id,
      selectedOption: 'E',
    });
    expect(res.json()).toMatchObject({ statusCode: 400, message: invalidAnswerMessage('ABCD') });
  });

  it('practice checks the format and credits an annulled question to everyone', async () => {
    const id = await createSimulado(t.db, {
      questions: 3,
      endDate: new Date(T0.getTime() - HOUR),
    });
    await reshape(t.db, id, { format: 'CERTO_ERRADO', scoring: 'CEBRASPE' }, [
      { correct: 'C', weight: 1 },
      { correct: 'E', weight: 1 },
      { correct: 'C', weight: 2 },
    ]);
    const [q1, q2, q3] = await questionsOf(t.db, id);
    await t.db.updateTable('questions').set({ annulled_at: T0 }).where('id', '=', q3!.id).execute();
    const student = await candidate(t.api, t.db, id);
    const practise = (answers: { questionId: string; selectedOption: Option | null }[]) =>
      t.api.post('/api/answers', { simuladoId: id, answers }, { cookie: student.cookie });

    const refused = await practise([{ questionId: q1!.id, selectedOption: 'B' }]);
    expect(refused.json()).toMatchObject({
      statusCode: 400,
      message: invalidAnswerMessage('CERTO_ERRADO'),
    });
    // q1 right +1, q2 wrong −1, q3 annulled and blank +2: net 2 of 4 = 50.
    const res = await practise([
      { questionId: q1!.id, selectedOption: 'C' },
      { questionId: q2!.id, selectedOption: 'C' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ score: 50, correctCount: 2, scoring: 'CEBRASPE' });
  });
});
