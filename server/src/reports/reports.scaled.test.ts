import { describe, expect, it } from 'vitest';
import { relaxedRateLimits } from '../auth/auth.test-support';
import { scaledModeAvailable, useScaledApp } from '../test/support';
import { createReportSimulado, insertAttempt, namedStudent, pdfText } from './reports.test-support';

const scaled = scaledModeAvailable();

/**
 * The scaled mode: the API holds no browser; a download enqueues `report.render` on
 * BullMQ, a worker prints it and stores it in PostgreSQL, and the API serves it.
 */
describe('reports in the scaled mode (PostgreSQL + Redis + worker)', () => {
  const t = useScaledApp({ config: { rateLimits: relaxedRateLimits } });

  it.skipIf(!scaled)(
    'renders in the worker and serves the stored PDF',
    async () => {
      expect(t.app.runtime.jobs.kind).toBe('bullmq');
      const me = await namedStudent(t.api, t.db, 'Lúcia Worker');
      const simulado = await createReportSimulado(t.db, { title: 'Simulado Escalado' });
      const resultId = await insertAttempt(t.db, {
        userId: me.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 4,
      });
      const res = await t.api.get(`/api/reports/student/${me.id}/simulado/${simulado.id}`, {
        cookie: me.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Lúcia Worker');
      expect(text).toContain('Simulado Escalado');
      const stored = await t.db
        .selectFrom('report_files')
        .select('result_id')
        .where('result_id', '=', resultId)
        .execute();
      expect(stored).toHaveLength(1);
    },
    90_000,
  );
});
