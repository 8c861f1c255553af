import { expect, it } from 'vitest';
import { AUTH_MESSAGES, CATALOGUE_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  archiveSimulado,
  createSimulado,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const RESULT_KEYS = [
  'attemptType',
  'completedAt',
  'correctCount',
  'durationSeconds',
  'id',
  'score',
  'simuladoId',
  'simuladoTitle',
  'totalQuestions',
];

describeBackends('results', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  it("lists the user's own results, newest first", async () => {
    const student = await signedIn(t.api, t.db);
    const empty = await t.api.get(`/api/result/${student.id}`, { cookie: student.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const older = await createSimulado(t.db, { title: 'Antigo' });
    const newer = await createSimulado(t.db, { title: 'Recente' });
    const t1 = new Date('2026-11-01T10:00:00.000Z');
    const t2 = new Date('2026-11-20T10:00:00.000Z');
    const oldId = await insertResult(t.db, {
      userId: student.id,
      simuladoId: older,
      completedAt: t1,
      score: 40,
    });
    await insertResult(t.db, {
      userId: student.id,
      simuladoId: newer,
      completedAt: t2,
      score: 66.67,
      attemptType: 'PRACTICE',
    });
    // Someone else's result never shows.
    const other = await signedIn(t.api, t.db);
    await insertResult(t.db, { userId: other.id, simuladoId: newer, completedAt: t2 });
    // Archived simulados stay in the history.
    await archiveSimulado(t.db, older);

    const res = await t.api.get(`/api/result/${student.id}`, { cookie: student.cookie });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items.map((i) => i.simuladoTitle)).toEqual(['Recente', 'Antigo']);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(RESULT_KEYS);
    expect(items[1]).toEqual({
      id: oldId,
      simuladoId: older,
      simuladoTitle: 'Antigo',
      attemptType: 'OFFICIAL',
      score: 40,
      correctCount: 2,
      totalQuestions: 3,
      durationSeconds: 1234,
      completedAt: t1.toISOString(),
    });
    expect(items[0]).toMatchObject({ attemptType: 'PRACTICE', score: 66.67 });
  });

  it("refuses another user's results, except to an ADMIN", async () => {
    const owner = await signedIn(t.api, t.db);
    const simulado = await createSimulado(t.db);
    await insertResult(t.db, { userId: owner.id, simuladoId: simulado, completedAt: clock.now() });

    for (const role of ['STUDENT', 'TEACHER'] as const) {
      const intruder = await signedIn(t.api, t.db, role);
      const res = await t.api.get(`/api/result/${owner.id}`, { cookie: intruder.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: CATALOGUE_MESSAGES.forbiddenUser,
      });
    }
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const res = await t.api.get(`/api/result/${owner.id}`, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    const unknown = await t.api.get(`/api/result/${randomUuid()}`, { cookie: admin.cookie });
    expect(unknown.json()).toEqual([]);
  });

  it('answers 400 for a malformed id and 401 to anonymous callers', async () => {
    const student = await signedIn(t.api, t.db);
    const malformed = await t.api.get('/api/result/123', { cookie: student.cookie });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });

    for (const url of [`/api/result/${student.id}`, '/api/result/123']) {
      const res = await t.api.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: AUTH_MESSAGES.unauthenticated,
      });
    }
  });
});
