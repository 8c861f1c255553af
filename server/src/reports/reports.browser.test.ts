import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@gabaritei/shared';
import { apiClient, relaxedRateLimits, type ApiClient } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { buildTestApp, type TestApp } from '../test/support';
import { createReportSimulado, insertAttempt, namedStudent } from './reports.test-support';

describe('reports when Chromium is missing', () => {
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimits: relaxedRateLimits, chromiumPath: '/nao/existe/chromium' },
    });
    api = apiClient(t.app);
    db = t.app.runtime.db;
  });
  afterAll(async () => t?.close());

  it('answers 503 naming PUPPETEER_EXECUTABLE_PATH, and the list still works', async () => {
    const me = await namedStudent(api, db, 'Joana Reis');
    const simulado = await createReportSimulado(db, { questions: 2 });
    await insertAttempt(db, {
      userId: me.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 1,
    });
    const res = await api.get(`/api/reports/student/${me.id}/simulado/${simulado.id}`, {
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'BROWSER_UNAVAILABLE',
      message: REPORT_MESSAGES.browserUnavailable,
    });
    expect(res.json().message).toContain('PUPPETEER_EXECUTABLE_PATH');
    const items = await api.get(`/api/reports/student/${me.id}/available`, { cookie: me.cookie });
    expect(items.statusCode).toBe(200);
  });
});
