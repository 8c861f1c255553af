import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { buildCatalogueTestApp } from '../simulados/catalogue.test-support';
import type { TestApp } from '../test/support';
import { createFieldCache } from './field-cache';
import { createReportSimulado, insertAttempt, insertBareUser } from './reports.test-support';

describe('the official field cache', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    ({ t, db } = await buildCatalogueTestApp('pglite'));
  });
  afterAll(async () => t?.close());

  it('reuses the field until an official result arrives, ignoring practice', async () => {
    const simulado = await createReportSimulado(db, { questions: 3 });
    const attempt = async (attemptType: 'OFFICIAL' | 'PRACTICE', correct: number) =>
      insertAttempt(db, {
        userId: await insertBareUser(db, 'Participante'),
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct,
        attemptType,
        completedAt: new Date(Date.now() + correct * 1000),
      });
    await attempt('OFFICIAL', 1);
    const cache = createFieldCache();
    const first = await cache.get(db, simulado.id);
    expect(first.scores).toHaveLength(1);
    expect(await cache.get(db, simulado.id)).toBe(first);

    await attempt('PRACTICE', 3);
    expect(await cache.get(db, simulado.id)).toBe(first);

    await attempt('OFFICIAL', 2);
    const second = await cache.get(db, simulado.id);
    expect(second).not.toBe(first);
    expect(second.scores.map((s) => Math.round(s.score))).toEqual([67, 33]);
    const correctOfFirst = second.perQuestion.find(
      (q) => q.question_id === simulado.questions[0]!.id,
    );
    expect(correctOfFirst?.correct).toBe(2);
  });
});
