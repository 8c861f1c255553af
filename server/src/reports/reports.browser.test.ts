import { Writable } from 'node:stream';
import pino from 'pino';
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
  const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      done();
    },
  });
  // The access log's 503 line is expected; an error with its stack is not.
  const failures = () => lines.filter((line) => line.err !== undefined || /failed/.test(line.msg));
  beforeAll(async () => {
    t = await buildTestApp({
      config: { rateLimits: relaxedRateLimits, chromiumPath: '/nao/existe/chromium' },
      logger: pino({ level: 'info' }, sink),
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
    // An answer, not a failed job: no stack trace in the log for it.
    expect(failures()).toEqual([]);
  });

  it('says so once at start, in one line with how to install it', () => {
    const said = lines.filter((line) => /Chromium not found/.test(line.msg));
    expect(said).toHaveLength(1);
    expect(said[0]!.msg).toBe(
      'Chromium not found at /nao/existe/chromium: PDF reports answer 503 until it is installed (apt-get install chromium) or PUPPETEER_EXECUTABLE_PATH names it',
    );
  });

  it('pre-renders nothing, without failing or logging a stack trace per report', async () => {
    const me = await namedStudent(api, db, 'Rita Prado');
    const simulado = await createReportSimulado(db, { questions: 2 });
    await insertAttempt(db, {
      userId: me.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 2,
    });
    const done = await t.app.runtime.jobs.enqueueAndWait('report.prerender', {
      simuladoId: simulado.id,
    });
    expect(done).toEqual({ rendered: 0 });
    expect(failures()).toEqual([]);
  });
});
