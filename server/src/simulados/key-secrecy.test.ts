import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { errorsPlugin } from '../plugins/errors';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import {
  SECRET_MARK,
  createSimulado,
  expectNoAnswerKey,
  insertResult,
  signedIn,
} from './catalogue.test-support';
import { simuladoRoutes } from './simulados.routes';
import type { SimuladoService } from './simulados.service';

/**
 * The gabarito never reaches a candidate before an attempt: every body a student or a
 * visitor can read in the catalogue, purchases, access and results areas is searched raw.
 */
describeBackends('answer-key secrecy', (backend) => {
  const clock = createFakeClock();
  let paid: string;
  let free: string;
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  beforeAll(async () => {
    paid = await createSimulado(t.db, { priceCents: 4990, questions: 5 });
    free = await createSimulado(t.db, { priceCents: 0, questions: 4 });
  });

  it('never appears in what an anonymous visitor reads', async () => {
    const list = await t.api.get('/api/simulados');
    expect(list.statusCode).toBe(200);
    expectNoAnswerKey(list);
    for (const id of [paid, free]) {
      const detail = await t.api.get(`/api/simulados/${id}`);
      expect(detail.statusCode).toBe(200);
      expectNoAnswerKey(detail);
    }
  });

  it('never appears in what a student reads, even after buying', async () => {
    const student = await signedIn(t.api, t.db);
    const cookie = student.cookie;
    const bodies = [await t.api.get('/api/simulados', { cookie })];
    for (const id of [paid, free]) {
      bodies.push(await t.api.get(`/api/simulados/${id}`, { cookie }));
      bodies.push(await t.api.get(`/api/purchases/access/${id}`, { cookie }));
      bodies.push(await t.api.post('/api/purchases', { simuladoId: id }, { cookie }));
      bodies.push(await t.api.get(`/api/purchases/access/${id}`, { cookie }));
      bodies.push(await t.api.get(`/api/simulados/${id}`, { cookie }));
      await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: clock.now() });
    }
    bodies.push(await t.api.get('/api/purchases/my', { cookie }));
    bodies.push(await t.api.get(`/api/result/${student.id}`, { cookie }));
    for (const res of bodies) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expectNoAnswerKey(res);
    }
    expect(bodies.at(-1)!.json()).toHaveLength(2);
  });

  it('is present for the ADMIN', async () => {
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const res = await t.api.get(`/api/simulados/${paid}`, { cookie: admin.cookie });
    expect(res.body).toContain('correctOption');
    expect(res.body).toContain(SECRET_MARK);
  });
});

describe('the detail route as a second guard', () => {
  it('strips a key the service failed to withhold, unless it marked the view keyed', async () => {
    const keyedQuestion = {
      id: 'q1',
      text: 'Questão',
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      optionE: null,
      weight: 1,
      subject: null,
      correctOption: 'A',
      explanation: SECRET_MARK,
    };
    const detail = {
      id: '7d3c54b2-2f7e-4b43-9a56-3f3c6f0f2a11',
      title: 'Simulado',
      subject: null,
      description: null,
      price: 0,
      durationMinutes: 90,
      isPracticeOnly: false,
      questionCount: 1,
      startDate: null,
      endDate: null,
      answerKeyRelease: 'IMMEDIATE',
      format: 'ABCD',
      scoring: 'STANDARD',
      questions: [keyedQuestion],
      internalNote: 'nunca sai',
    };
    let keyed = false;
    const fake = {
      list: async () => [],
      detail: async () => ({ keyed, detail }),
    } as unknown as SimuladoService;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(simuladoRoutes, { simulados: fake });
    try {
      const stripped = await app.inject({ url: `/api/simulados/${detail.id}` });
      expect(stripped.statusCode).toBe(200);
      expectNoAnswerKey(stripped);
      expect(stripped.body).not.toContain('internalNote');

      keyed = true;
      const kept = await app.inject({ url: `/api/simulados/${detail.id}` });
      expect(kept.json().questions[0]).toMatchObject({
        correctOption: 'A',
        explanation: SECRET_MARK,
      });
      expect(kept.body).not.toContain('internalNote');
    } finally {
      await app.close();
    }
  });
});
