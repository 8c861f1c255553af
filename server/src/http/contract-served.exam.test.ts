import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { contract, type RouteSpec } from '@gabaritei/shared';
import { answerRoutes } from '../exam/answers.routes';
import { examSessionRoutes } from '../exam/exam.routes';
import type { ExamService } from '../exam/exam.service';
import type { PracticeService } from '../exam/practice.service';
import { rankingRoutes } from '../ranking/ranking.routes';
import type { RankingService } from '../ranking/ranking.service';
import type { DisciplineService } from '../results/disciplines.service';
import { resultRoutes } from '../results/results.routes';
import type { ResultService } from '../results/results.service';
import { simuladoModeRoutes } from '../simulados/mode.routes';
import { mySimuladoRoutes } from '../simulados/my-simulados.routes';
import type { MySimuladoService } from '../simulados/my-simulados.service';
import { simuladoRoutes } from '../simulados/simulados.routes';
import type { SimuladoService } from '../simulados/simulados.service';

/**
 * The exam, simulados, results and ranking plugins, mounted as app.ts mounts them (no
 * prefix), on services nobody calls: the test reads what Fastify registered, never a request.
 */
async function mountAreas(): Promise<Map<string, RouteOptions>> {
  const app: FastifyInstance = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const served = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.set(`${method} ${route.url}`, route);
  });
  const exam = {} as ExamService;
  await app.register(simuladoRoutes, { simulados: {} as SimuladoService });
  await app.register(simuladoModeRoutes, { exam });
  await app.register(mySimuladoRoutes, { mySimulados: {} as MySimuladoService });
  await app.register(resultRoutes, {
    results: {} as ResultService,
    disciplines: {} as DisciplineService,
  });
  await app.register(rankingRoutes, { ranking: {} as RankingService });
  await app.register(examSessionRoutes, { exam });
  await app.register(answerRoutes, { practice: {} as PracticeService });
  await app.ready();
  await app.close();
  return served;
}

const areas = {
  exam: contract.exam,
  simulados: contract.simulados,
  results: contract.results,
  ranking: contract.ranking,
} satisfies Record<string, Record<string, RouteSpec>>;

describe('the exam, simulados, results and ranking routes', () => {
  it('are registered from shared’s contract, with its own schemas and nothing besides', async () => {
    const served = await mountAreas();
    const declared = Object.values(areas).flatMap((routes) => Object.values(routes));
    for (const route of declared) {
      const key = `${route.method} ${route.path}`;
      const options = served.get(key);
      expect(options, key).toBeDefined();
      // The very schema objects of the contract: a copy in a route file could drift.
      expect(options?.schema?.params, key).toBe(route.params);
      expect(options?.schema?.querystring, key).toBe(route.query);
      expect(options?.schema?.body, key).toBe(route.body);
      const response = options?.schema?.response as Record<number, unknown> | undefined;
      expect(response?.[route.status ?? 200], key).toBe(route.response);
    }
    const declaredKeys = declared.map((route) => `${route.method} ${route.path}`);
    expect([...served.keys()].filter((key) => !key.startsWith('HEAD ')).sort()).toEqual(
      [...new Set(declaredKeys)].sort(),
    );
  });

  it('keep the answer save as lean as it was: no route hook, setting or body limit of its own', async () => {
    const served = await mountAreas();
    const save = served.get('POST /api/exam-sessions/:id/save-answer');
    expect(save).toBeDefined();
    // The plugin's onRequest guard is the only hook; anything per route is per-save work.
    for (const option of ['preHandler', 'preValidation', 'preSerialization', 'bodyLimit'] as const)
      expect(save?.[option], option).toBeUndefined();
    expect([save?.onRequest].flat().filter(Boolean)).toHaveLength(0);
  });
});
