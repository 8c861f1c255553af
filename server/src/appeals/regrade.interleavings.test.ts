import { expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { countEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { examApi, startSession, submitSession } from '../exam/exam.test-support';
import { candidate } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { START, T0, appealable, call, regradeDone } from './appeals.test-support';
import { holdJobs } from './regrade.test-support';

/**
 * A key decision's regrade waits in the queue while a candidate submits: the submit
 * already grades by the new key, so the regrade must leave that result as it is — no
 * second application, no note, no e-mail.
 */
describeBackends('a regrade that runs after an attempt graded by the new key', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  async function decidedWhileSitting(answer: Option, newKeyOfQ1: Option) {
    // Keys of 10 questions: B C D A B C D A B C (createSimulado).
    const { simuladoId, questions, admin } = await appealable(t.api, t.db, 10);
    const exam = examApi(t.api);
    const person = await candidate(t.api, t.db, simuladoId);
    clock.set(new Date(START.getTime() + 60_000));
    const session = await startSession(exam, person.cookie, simuladoId);
    for (const question of questions) {
      const saved = await exam.save(person.cookie, session.id, {
        questionId: question.id,
        selectedOption: answer,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // The worker is stopped: the decision's regrade stays QUEUED.
    const worker = holdJobs(t.app.runtime.processors, 'appeals.regrade');
    try {
      const changed = await call(
        t.app,
        'PUT',
        `/api/admin/simulados/${simuladoId}/questions/${questions[0]!.id}/correct-option`,
        admin.cookie,
        { correctOption: newKeyOfQ1, reason: 'Erro material no gabarito preliminar.' },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ regrade: { status: 'QUEUED' } });
      const submitted = await submitSession(exam, person.cookie, session.id);
      worker.release();
      const run = await regradeDone(t.app, admin.cookie, simuladoId);
      return { simuladoId, person, submitted: submitted.result, run };
    } finally {
      worker.restore();
    }
  }

  async function stored(simuladoId: string) {
    const result = await t.db
      .selectFrom('results')
      .select(['id', 'score', 'correct_count'])
      .where('simulado_id', '=', simuladoId)
      .executeTakeFirstOrThrow();
    const verdicts = await t.db
      .selectFrom('result_answers')
      .innerJoin('questions', 'questions.id', 'result_answers.question_id')
      .select(['questions.position', 'result_answers.is_correct'])
      .where('result_answers.result_id', '=', result.id)
      .orderBy('questions.position')
      .execute();
    return { ...result, verdicts: verdicts.map((v) => v.is_correct) };
  }

  async function expectNoNotes(simuladoId: string, person: { cookie: string; email: string }) {
    const notes = await call(
      t.app,
      'GET',
      `/api/me/score-changes?simuladoId=${simuladoId}`,
      person.cookie,
    );
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toEqual([]);
    // The notify job, were it queued, runs right after DONE: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countEmails(t.db, person.email)).toBe(0);
  }

  it('does not credit a changed key twice (C everywhere: 40 stays 40)', async () => {
    const { simuladoId, person, submitted, run } = await decidedWhileSitting('C', 'C');
    // Q1 now C: Q1, Q2, Q6 and Q10 right.
    expect([submitted.score, submitted.correctCount]).toEqual([40, 4]);
    expect(run).toMatchObject({ affected: 0 });
    const after = await stored(simuladoId);
    expect([after.score, after.correct_count]).toEqual([40, 4]);
    expect(after.verdicts).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    await expectNoNotes(simuladoId, person);
  });

  it('does not take a changed key away twice (B everywhere: 20 stays 20)', async () => {
    const { simuladoId, person, submitted, run } = await decidedWhileSitting('B', 'C');
    // Q1 no longer B: Q5 and Q9 right.
    expect([submitted.score, submitted.correctCount]).toEqual([20, 2]);
    expect(run).toMatchObject({ affected: 0 });
    const after = await stored(simuladoId);
    expect([after.score, after.correct_count]).toEqual([20, 2]);
    expect(after.verdicts.filter(Boolean)).toHaveLength(2);
    await expectNoNotes(simuladoId, person);
  });
});
