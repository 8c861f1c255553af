import { describe, expect, it } from 'vitest';
import { relaxedRateLimits, useTestApp } from '../test/support';
import { createFieldCache } from './field-cache';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

describe('the official field cache', () => {
  const t = useTestApp('pglite', { config: { rateLimits: relaxedRateLimits } });

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
});
