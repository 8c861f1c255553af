import { expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import type { DbOrTx } from '../db/database';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  candidate,
  createSimulado,
  examApi,
  questionsOf,
  startSession,
  submitSession,
} from './exam.test-support';

const T0 = new Date('2026-11-22T12:00:00.000Z');

async function setFormat(
  db: DbOrTx,
  simuladoId: string,
  values: { format: 'ABCD' | 'CERTO_ERRADO'; scoring: 'STANDARD' | 'CEBRASPE' },
  keys: Option[],
): Promise<void> {
  await db.updateTable('simulados').set(values).where('id', '=', simuladoId).execute();
  for (const [i, question] of (await questionsOf(db, simuladoId)).entries())
    await db
      .updateTable('questions')
      .set({ correct_option: keys[i]!, weight: 1 })
      .where('id', '=', question.id)
      .execute();
}

/**
 * 'Limpar resposta': a save with `selectedOption: null` takes an answer back. The blank is
 * ordered by `clientSeq` like any save, so a late retry of the older answer cannot bring it
 * back, and it is graded as a blank under the simulado's rule.
 */
describeBackends('clearing an answer', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  async function sit(
    format: 'ABCD' | 'CERTO_ERRADO',
    scoring: 'STANDARD' | 'CEBRASPE',
    keys: Option[],
  ) {
    const id = await createSimulado(t.db, { questions: keys.length });
    await setFormat(t.db, id, { format, scoring }, keys);
    const questions = await questionsOf(t.db, id);
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    const save = (questionId: string, selectedOption: Option | null, clientSeq: number) =>
      exam.save(student.cookie, session.id, { questionId, selectedOption, clientSeq });
    return { questions, student, session, save };
  }

  it('a clear wins over the older answer, twice is the same, and a stale retry cannot resurrect it', async () => {
    const { questions, student, session, save } = await sit('ABCD', 'STANDARD', ['A', 'B']);
    const q1 = questions[0]!.id;
    expect((await save(q1, 'A', 1)).json().selectedOption).toBe('A');
    const cleared = await save(q1, null, 2);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().selectedOption).toBeNull();
    // The same clear again (a retry) is one state.
    expect((await save(q1, null, 2)).json().selectedOption).toBeNull();
    // The first save arriving late (a lost response retried) changes nothing.
    const stale = await save(q1, 'A', 1);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().selectedOption).toBeNull();
    const rows = await t.db
      .selectFrom('session_answers')
      .select(['selected_option', 'client_seq'])
      .where('session_id', '=', session.id)
      .execute();
    expect(rows).toEqual([{ selected_option: null, client_seq: 2 }]);

    // Resuming on another device shows the question blank.
    const active = await exam.active(student.cookie, session.simuladoId);
    expect(active.json().answersData[q1] ?? null).toBeNull();
    // A newer answer after the clear is kept.
    expect((await save(q1, 'C', 3)).json().selectedOption).toBe('C');
    expect((await save(q1, null, 4)).json().selectedOption).toBeNull();
  });

  it('a cleared answer scores as blank: an error under the standard rule', async () => {
    const { questions, student, session, save } = await sit('ABCD', 'STANDARD', ['A', 'B']);
    await save(questions[0]!.id, 'A', 1);
    await save(questions[1]!.id, 'B', 2);
    await save(questions[1]!.id, null, 3);
    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result.score).toBe(50);
    expect(result.correctCount).toBe(1);
    const answers = new Map(result.answers.map((a) => [a.questionId, a]));
    expect(answers.get(questions[1]!.id)).toMatchObject({
      selectedOption: null,
      isCorrect: false,
    });
  });

  it('a cleared answer scores zero under the Cebraspe rule, unlike the wrong answer it replaced', async () => {
    const { questions, student, session, save } = await sit('CERTO_ERRADO', 'CEBRASPE', [
      'C',
      'E',
      'C',
      'E',
    ]);
    const [q1, q2, q3] = questions;
    // Right, right, and a wrong one taken back: net 2 of 4 = 50 (with the wrong one, 25).
    await save(q1!.id, 'C', 1);
    await save(q2!.id, 'E', 2);
    await save(q3!.id, 'E', 3);
    await save(q3!.id, null, 4);
    await save(q3!.id, 'E', 3);
    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result.score).toBeCloseTo(50, 10);
    expect(result.correctCount).toBe(2);
    const blank = result.answers.find((a) => a.questionId === q3!.id);
    expect(blank).toMatchObject({ selectedOption: null, isCorrect: false });
  });
});
