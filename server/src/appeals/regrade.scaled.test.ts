import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countEmails } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import { candidate, examApi, startSession, submitSession } from '../exam/exam.test-support';
import { createRuntime, type Runtime } from '../runtime';
import {
  apiClient,
  buildTestApp,
  relaxedRateLimits,
  scaledModeAvailable,
  type TestApp,
} from '../test/support';
import { AFTER_END, START, T0, appealable, call, regradeDone } from './appeals.test-support';

const scaled = scaledModeAvailable();

/**
 * The scaled mode (PostgreSQL, Redis, BullMQ): a key decision is taken while no worker
 * runs, so its regrade waits in Redis; the candidate submits meanwhile and is graded by the
 * new key; then a worker starts and runs the regrade, which must leave that result alone.
 */
describe('a regrade queued on BullMQ while the worker is stopped', () => {
  const clock = createFakeClock(T0);
  let t: TestApp;
  let worker: Runtime | undefined;
  const api = apiClient(() => t.app);

  beforeAll(async () => {
    if (!scaled) return;
    t = await buildTestApp({
      backend: 'postgres',
      redis: true,
      clock,
      config: { rateLimits: relaxedRateLimits },
    });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it.skipIf(!scaled)('runs after the worker starts and credits the new key once', async () => {
    expect(t.app.runtime.jobs.kind).toBe('bullmq');
    const db = t.app.runtime.db;
    // Keys of 10 questions: B C D A B C D A B C; C everywhere, with Q1 now C, is 40.
    const { simuladoId, questions, admin } = await appealable(api, db, 10);
    const exam = examApi(api);
    const person = await candidate(api, db, simuladoId);
    clock.set(new Date(START.getTime() + 60_000));
    const session = await startSession(exam, person.cookie, simuladoId);
    for (const question of questions) {
      const saved = await exam.save(person.cookie, session.id, {
        questionId: question.id,
        selectedOption: 'C',
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const changed = await call(
      t.app,
      'PUT',
      `/api/admin/simulados/${simuladoId}/questions/${questions[0]!.id}/correct-option`,
      admin.cookie,
      { correctOption: 'C', reason: 'Erro material no gabarito preliminar.' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const submitted = await submitSession(exam, person.cookie, session.id);
    expect([submitted.result.score, submitted.result.correctCount]).toEqual([40, 4]);
    const queued = await call(
      t.app,
      'GET',
      `/api/admin/simulados/${simuladoId}/regrade`,
      admin.cookie,
    );
    expect(queued.json()).toMatchObject({ status: 'QUEUED' });

    worker = await createRuntime(t.config, {
      role: 'worker',
      clock,
      logger: pino({ level: 'silent' }),
    });
    expect(await regradeDone(t.app, admin.cookie, simuladoId)).toMatchObject({ affected: 0 });

    const stored = await db
      .selectFrom('results')
      .select(['score', 'correct_count'])
      .where('simulado_id', '=', simuladoId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ score: 40, correct_count: 4 });
    clock.set(AFTER_END);
    const ranking = await api.get(`/api/results/ranking/${simuladoId}`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json().rankings.map((r: { score: number }) => r.score)).toEqual([40]);
    const notes = await call(
      t.app,
      'GET',
      `/api/me/score-changes?simuladoId=${simuladoId}`,
      person.cookie,
    );
    expect(notes.json()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await countEmails(db, person.email)).toBe(0);
  });
});
