import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import {
  createReportSimulado,
  insertAttempt,
  insertBareUser,
  insertWrongField,
} from '../reports/reports.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { createDisciplineFieldCache } from './discipline-field-cache';

/**
 * The means per discipline that the results screen and the PDF print beside hers follow
 * every write of the field's results, whichever code wrote it: a verdict rewritten, a
 * question moved to another subject, a result deleted.
 */
describeBackends('the discipline field cache', (backend) => {
  const t = useTestApp(backend, { config: { rateLimits: relaxedRateLimits } });

  it('computes the means again after a verdict, a subject or a result changes', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 3 });
    const ids: string[] = [];
    for (const correct of [0, 3])
      ids.push(
        await insertAttempt(t.db, {
          userId: await insertBareUser(t.db, 'Participante'),
          simuladoId: simulado.id,
          questions: simulado.questions,
          correct,
          completedAt: new Date('2026-11-22T12:00:00.000Z'),
        }),
      );
    const cache = createDisciplineFieldCache(createFakeClock(new Date()));
    const mean = async (discipline: string) =>
      (await cache.get(t.db, simulado.id, 'OFFICIAL')).rows.find(
        (row) => row.discipline === discipline,
      )?.mean;
    // Q1 is 'Língua Portuguesa': one of two right.
    expect(await mean('Língua Portuguesa')).toBe(50);
    await t.db
      .updateTable('result_answers')
      .set({ is_correct: true })
      .where('result_id', '=', ids[0]!)
      .where('question_id', '=', simulado.questions[0]!.id)
      .execute();
    expect(await mean('Língua Portuguesa')).toBe(100);
    await t.db
      .updateTable('questions')
      .set({ subject: 'Raciocínio Lógico' })
      .where('id', '=', simulado.questions[0]!.id)
      .execute();
    expect(await mean('Língua Portuguesa')).toBeUndefined();
    await t.db.deleteFrom('results').where('id', '=', ids[0]!).execute();
    expect((await cache.get(t.db, simulado.id, 'OFFICIAL')).participants).toBe(1);
  });

  it('serves a large field recent, but exact when asked (a PDF report)', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 3 });
    // A field past the size from which recent means are served, every answer wrong.
    await insertWrongField(t.db, simulado.id, 1000);
    const clock = createFakeClock(new Date());
    const cache = createDisciplineFieldCache(clock);
    const mean = async (exact: boolean) =>
      (await cache.get(t.db, simulado.id, 'OFFICIAL', { exact })).rows.find(
        (row) => row.discipline === 'Língua Portuguesa',
      )?.mean;
    expect(await mean(false)).toBe(0);
    // Question 1, the only one of its discipline, regraded: every answer to it now right.
    await t.db
      .updateTable('result_answers')
      .set({ is_correct: true })
      .where('question_id', '=', simulado.questions[0]!.id)
      .execute();
    // The screens may read the recent figures for a while; a report never does.
    expect(await mean(false)).toBe(0);
    expect(await mean(true)).toBe(100);
  }, 60_000);
});
