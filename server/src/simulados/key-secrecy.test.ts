import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { errorsPlugin } from '../plugins/errors';
import { testBackends, type TestApp } from '../test/support';
import {
  SECRET_MARK,
  buildCatalogueTestApp,
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
describe.each(testBackends())('answer-key secrecy on $name', ({ name, available }) => {
  const clock = createFakeClock();
  let t: TestApp;
  let api: ApiClient;
  let db: Db;
  let paid: string;
  let free: string;
  beforeAll(async () => {
    if (!available) return;
    ({ t, api, db } = await buildCatalogueTestApp(name, clock));
    paid = await createSimulado(db, { priceCents: 4990, questions: 5 });
    free = await createSimulado(db, { priceCents: 0, questions: 4 });
  });
  afterAll(async () => t?.close());

  it.skipIf(!available)('never appears in what an anonymous visitor reads', async () => {
    const list = await api.get('/api/simulados');
    expect(list.statusCode).toBe(200);
    expectNoAnswerKey(list);
    for (const id of [paid, free]) {
      const detail = await api.get(`/api/simulados/${id}`);
      expect(detail.statusCode).toBe(200);
      expectNoAnswerKey(detail);
    }
  });

  it.skipIf(!available)('never appears in what a student reads, even after buying', async () => {
    const student = await signedIn(api, db);
    const cookie = student.cookie;
    const bodies = [await api.get('/api/simulados', { cookie })];
    for (const id of [paid, free]) {
      bodies.push(await api.get(`/api/simulados/${id}`, { cookie }));
      bodies.push(await api.get(`/api/purchases/access/${id}`, { cookie }));
      bodies.push(await api.post('/api/purchases', { simuladoId: id }, { cookie }));
      bodies.push(await api.get(`/api/purchases/access/${id}`, { cookie }));
      bodies.push(await api.get(`/api/simulados/${id}`, { cookie }));
      await insertResult(db, { userId: student.id, simuladoId: id, completedAt: clock.now() });
    }
    bodies.push(await api.get('/api/purchases/my', { cookie }));
    bodies.push(await api.get(`/api/result/${student.id}`, { cookie }));
    for (const res of bodies) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expectNoAnswerKey(res);
    }
    expect(bodies.at(-1)!.json()).toHaveLength(2);
  });

  it.skipIf(!available)('is present for the ADMIN', async () => {
    const admin = await signedIn(api, db, 'ADMIN');
    const res = await api.get(`/api/simulados/${paid}`, { cookie: admin.cookie });
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
    await app.register(simuladoRoutes, { prefix: '/api/simulados', simulados: fake });
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
