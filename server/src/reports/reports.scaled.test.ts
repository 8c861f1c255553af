import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, relaxedRateLimits, type ApiClient } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { createRuntime, type Runtime } from '../runtime';
import { buildTestApp, redisAvailable, testDatabaseUrl, type TestApp } from '../test/support';
import { createReportSimulado, insertAttempt, namedStudent, pdfText } from './reports.test-support';

const scaled = redisAvailable() && Boolean(testDatabaseUrl);

/**
 * The scaled mode: the API holds no browser; a download enqueues `report.render` on
 * BullMQ, a worker prints it and stores it in PostgreSQL, and the API serves it.
 */
describe('reports in the scaled mode (PostgreSQL + Redis + worker)', () => {
  let t: TestApp;
  let worker: Runtime;
  let api: ApiClient;
  let db: Db;
  beforeAll(async () => {
    if (!scaled) return;
    t = await buildTestApp({
      backend: 'postgres',
      redis: true,
      config: { rateLimits: relaxedRateLimits },
    });
    worker = await createRuntime(t.config, { role: 'worker', logger: pino({ level: 'silent' }) });
    api = apiClient(t.app);
    db = t.app.runtime.db;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it.skipIf(!scaled)(
    'renders in the worker and serves the stored PDF',
    async () => {
      expect(t.app.runtime.jobs.kind).toBe('bullmq');
      const me = await namedStudent(api, db, 'Lúcia Worker');
      const simulado = await createReportSimulado(db, { title: 'Simulado Escalado' });
      const resultId = await insertAttempt(db, {
        userId: me.id,
        simuladoId: simulado.id,
        questions: simulado.questions,
        correct: 4,
      });
      const res = await api.get(`/api/reports/student/${me.id}/simulado/${simulado.id}`, {
        cookie: me.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Lúcia Worker');
      expect(text).toContain('Simulado Escalado');
      const stored = await db
        .selectFrom('report_files')
        .select('result_id')
        .where('result_id', '=', resultId)
        .execute();
      expect(stored).toHaveLength(1);
    },
    90_000,
  );
});
