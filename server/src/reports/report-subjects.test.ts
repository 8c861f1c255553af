import { expect, it } from 'vitest';
import type { DisciplinesResponse } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { loadReportData } from './report-data';
import {
  createReportSimulado,
  insertAttempt,
  insertWrongField,
  namedStudent,
} from './reports.test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');

/**
 * 'Desempenho por disciplina' has one computation: the PDF prints, per discipline, the
 * figures the results screen shows (each discipline scored by the simulado's rule), so
 * 'Língua Portuguesa' cannot read 0,0 % on screen and 50,0 % in the PDF.
 */
describeBackends('the report per discipline', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  for (const scoring of ['CEBRASPE', 'STANDARD'] as const) {
    it(`prints the results screen's figures under the ${scoring} rule`, async () => {
      // Six questions, two per discipline (q1 and q4 are Língua Portuguesa).
      const simulado = await createReportSimulado(t.db, { questions: 6 });
      await t.db.updateTable('simulados').set({ scoring }).where('id', '=', simulado.id).execute();
      const ana = await namedStudent(t.api, t.db, 'Ana Figueiredo');
      const bia = await namedStudent(t.api, t.db, 'Bia Conceição');
      // Ana: q1–q3 right, q4–q6 wrong. Bia: q1–q3 right, the rest blank.
      const anaResult = await insertAttempt(t.db, {
        userId: ana.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 3,
      });
      await insertAttempt(t.db, {
        userId: bia.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 3,
        wrongChoice: () => null,
      });

      const screen = await t.api.get(
        `/api/result/disciplines?simuladoId=${simulado.id}&resultId=${anaResult}`,
        { cookie: ana.cookie },
      );
      expect(screen.statusCode, screen.body).toBe(200);
      const shown = (screen.json() as DisciplinesResponse).disciplines;
      const report = await loadReportData(t.db, anaResult, clock.now());
      expect(report?.subjects).toEqual(
        shown.map((row) => ({
          name: row.discipline,
          correct: row.credited,
          total: row.questions,
          percent: row.percent,
          fieldPercent: row.fieldPercent,
        })),
      );
      // One right and one wrong: a wrong item cancels a right one under Cebraspe.
      const portuguese = report?.subjects.find((s) => s.name === 'Língua Portuguesa');
      expect(portuguese?.percent).toBeCloseTo(scoring === 'CEBRASPE' ? 0 : 50, 10);
      // The field: Ana's 0 (or 50) and Bia's 50 (right + blank).
      expect(portuguese?.fieldPercent).toBeCloseTo(scoring === 'CEBRASPE' ? 25 : 50, 10);
    });
  }

  it('prints the exact field means of a large field right after a regrade', async () => {
    const simulado = await createReportSimulado(t.db, { questions: 3 });
    await insertWrongField(t.db, simulado.id, 1000);
    const me = await namedStudent(t.api, t.db, 'Clara Nunes');
    const resultId = await insertAttempt(t.db, {
      userId: me.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 0,
    });
    const portuguese = async () =>
      (await loadReportData(t.db, resultId, T0))!.subjects.find(
        (s) => s.name === 'Língua Portuguesa',
      )?.fieldPercent;
    expect(await portuguese()).toBe(0);
    // Question 1, the only one of its discipline, regraded: everyone's answer now right.
    await t.db
      .updateTable('result_answers')
      .set({ is_correct: true })
      .where('question_id', '=', simulado.questions[0]!.id)
      .execute();
    expect(await portuguese()).toBe(100);
  }, 60_000);
});
