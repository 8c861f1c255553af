import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { AUTH_MESSAGES, CATALOGUE_MESSAGES, type ExamSession } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  candidate,
  createSimulado,
  examApi,
  expectError,
  expectNoAnswerKey,
  questionsOf,
  randomUuid,
  signedIn,
  startSession,
} from './exam.test-support';

/**
 * Who may call what, and the gabarito's secrecy: every body a candidate can read DURING
 * an attempt is searched raw for the key and the explanations.
 */
describeBackends('exam access rules and key secrecy', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  const exam = examApi(t.api);

  it('keeps the key out of everything read mid-attempt', async () => {
    const simulado = await createSimulado(t.db, { questions: 5 });
    const student = await candidate(t.api, t.db, simulado);
    const cookie = student.cookie;
    const questions = await questionsOf(t.db, simulado);
    const bodies: LightMyRequestResponse[] = [];
    bodies.push(await exam.mode(cookie, simulado));
    const start = await exam.start(cookie, simulado);
    bodies.push(start);
    const session = start.json() as ExamSession;
    for (const [i, q] of questions.entries())
      bodies.push(
        await exam.save(cookie, session.id, {
          questionId: q.id,
          selectedOption: q.correct,
          clientSeq: i,
        }),
      );
    bodies.push(await exam.active(cookie, simulado));
    bodies.push(await exam.start(cookie, simulado));
    bodies.push(await exam.mode(cookie, simulado));
    bodies.push(await t.api.get(`/api/simulados/${simulado}`, { cookie }));
    bodies.push(await t.api.get(`/api/result/has-official?simuladoId=${simulado}`, { cookie }));
    for (const res of bodies) {
      expect(res.statusCode, res.body).toBe(200);
      expectNoAnswerKey(res);
    }
    // The errors a candidate can provoke mid-attempt carry no key either.
    const errors = [
      await exam.review(cookie, session.id),
      await t.api.get(`/api/answers/simulado/${simulado}`, { cookie }),
      await exam.save(cookie, session.id, { questionId: randomUuid(), selectedOption: 'A' }),
    ];
    for (const res of errors) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectNoAnswerKey(res);
    }
    // Once submitted, the correction is the point.
    const submitted = await exam.submit(cookie, session.id);
    expect(submitted.body).toContain('correctOption');
    expect(submitted.body).toContain('explanation');
  });

  it('answers 401 to anonymous callers on every exam route', async () => {
    const id = randomUuid();
    const calls = [
      t.api.get(`/api/simulados/${id}/mode`),
      t.api.post('/api/exam-sessions/start', { simuladoId: id }),
      t.api.get(`/api/exam-sessions/active?simuladoId=${id}`),
      t.api.post(`/api/exam-sessions/${id}/save-answer`, { questionId: id, selectedOption: 'A' }),
      t.api.post(`/api/exam-sessions/${id}/submit`, {}),
      t.api.get(`/api/exam-sessions/${id}/review`),
      t.api.post('/api/answers', { simuladoId: id, answers: [] }),
      t.api.get(`/api/answers/simulado/${id}`),
      t.api.get(`/api/result/has-official?simuladoId=${id}`),
      // Malformed input still meets the 401 first.
      t.api.post('/api/exam-sessions/start', { simuladoId: 'x' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHENTICATED',
        message: AUTH_MESSAGES.unauthenticated,
      });
    }
  });

  it("refuses another user's id (403), except reads by an ADMIN", async () => {
    const simulado = await createSimulado(t.db);
    const owner = await candidate(t.api, t.db, simulado);
    const session = await startSession(exam, owner.cookie, simulado);
    const intruder = await candidate(t.api, t.db, simulado);
    const forbidden = [
      await exam.mode(intruder.cookie, simulado, owner.id),
      await exam.active(intruder.cookie, simulado, owner.id),
      await exam.start(intruder.cookie, simulado, owner.id),
      await t.api.get(`/api/result/has-official?userId=${owner.id}&simuladoId=${simulado}`, {
        cookie: intruder.cookie,
      }),
      await t.api.post(
        '/api/answers',
        { userId: owner.id, simuladoId: simulado, answers: [] },
        { cookie: intruder.cookie },
      ),
    ];
    for (const res of forbidden) {
      expectError(res, 403, 'FORBIDDEN');
      expect(res.json().message).toBe(CATALOGUE_MESSAGES.forbiddenUser);
    }
    // Their own id, spelled out, is fine.
    expect((await exam.mode(owner.cookie, simulado, owner.id)).statusCode).toBe(200);

    const admin = await signedIn(t.api, t.db, 'ADMIN');
    expect((await exam.mode(admin.cookie, simulado, owner.id)).json()).toEqual({
      mode: 'EXAM',
      hasActiveSession: true,
      extraMinutes: 0,
    });
    const active = await exam.active(admin.cookie, simulado, owner.id);
    expect(active.statusCode).toBe(200);
    expect((active.json() as ExamSession).id).toBe(session.id);
    expectNoAnswerKey(active);
    const hasOfficial = await t.api.get(
      `/api/result/has-official?userId=${owner.id}&simuladoId=${simulado}`,
      { cookie: admin.cookie },
    );
    expect(hasOfficial.json()).toEqual({ hasOfficial: false });
    // Writes stay the user's own, ADMIN included; sessions are their owner's alone.
    expectError(await exam.start(admin.cookie, simulado, owner.id), 403, 'FORBIDDEN');
    expectError(await exam.submit(admin.cookie, session.id), 404, 'NOT_FOUND');
    expectError(await exam.submit(intruder.cookie, session.id), 404, 'NOT_FOUND');
  });

  it('routes has-official apart from /api/result/{userId}', async () => {
    const student = await signedIn(t.api, t.db);
    const simulado = await createSimulado(t.db);
    const res = await t.api.get(`/api/result/has-official?simuladoId=${simulado}`, {
      cookie: student.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasOfficial: false });
    const list = await t.api.get(`/api/result/${student.id}`, { cookie: student.cookie });
    expect(list.json()).toEqual([]);
    expectError(
      await t.api.get('/api/result/has-official', { cookie: student.cookie }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
