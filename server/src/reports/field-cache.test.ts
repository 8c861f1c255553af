import { expect, it } from 'vitest';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createFieldCache } from './field-cache';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

describeBackends('the official field cache', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('reuses the field until an official result arrives, ignoring practice', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 3 });
    const attempt = async (attemptType: 'OFFICIAL' | 'PRACTICE', correct: number) =>
      insertAttempt(t.db, {
        userId: await insertBareUser(t.db, 'Participante'),
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct,
        attemptType,
        completedAt: new Date(Date.now() + correct * 1000),
      });
    await attempt('OFFICIAL', 1);
    const cache = createFieldCache();
    const first = await cache.get(t.db, simulado.id);
    expect(first.scores).toHaveLength(1);
    expect(await cache.get(t.db, simulado.id)).toBe(first);

    await attempt('PRACTICE', 3);
    expect(await cache.get(t.db, simulado.id)).toBe(first);

    await attempt('OFFICIAL', 2);
    const second = await cache.get(t.db, simulado.id);
    expect(second).not.toBe(first);
    expect(second.scores.map((s) => Math.round(s.score))).toEqual([67, 33]);
    const correctOfFirst = second.perQuestion.find(
      (q) => q.question_id === simulado.questions[0]!.id,
    );
    expect(correctOfFirst?.correct).toBe(2);
  });

  it('reads the field again after a regrade, a verdict alone, or a deletion', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 3 });
    const ids: string[] = [];
    for (const correct of [1, 2])
      ids.push(
        await insertAttempt(t.db, {
          userId: await insertBareUser(t.db, 'Participante'),
          simuladoId: simulado.id,
          questions: simulado.questions,
          correct,
          completedAt: new Date('2026-11-22T12:00:00.000Z'),
        }),
      );
    const cache = createFieldCache();
    const first = await cache.get(t.db, simulado.id);
    // A regrade: same count, same completion times, another score.
    await t.db.updateTable('results').set({ score: 100 }).where('id', '=', ids[0]!).execute();
    const regraded = await cache.get(t.db, simulado.id);
    expect(regraded).not.toBe(first);
    expect(regraded.scores.map((s) => Math.round(s.score))).toEqual([100, 67]);
    // A verdict rewritten without its result: the per-question figures move all the same.
    const q3 = simulado.questions[2]!.id;
    await t.db
      .updateTable('result_answers')
      .set({ is_correct: true })
      .where('result_id', '=', ids[0]!)
      .where('question_id', '=', q3)
      .execute();
    const verdict = await cache.get(t.db, simulado.id);
    expect(verdict).not.toBe(regraded);
    expect(verdict.perQuestion.find((q) => q.question_id === q3)?.correct).toBe(1);
    await t.db.deleteFrom('results').where('id', '=', ids[1]!).execute();
    const deleted = await cache.get(t.db, simulado.id);
    expect(deleted.scores).toHaveLength(1);
    expect(await cache.get(t.db, simulado.id)).toBe(deleted);
  });
});
