import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { contract, type RouteSpec } from '@gabaritei/shared';
import { adminAppealRoutes } from '../appeals/admin-appeals.routes';
import { appealFilingRoutes, myAppealRoutes } from '../appeals/appeals.routes';
import type { AppealService } from '../appeals/appeals.service';
import type { KeyDecisionService } from '../appeals/key-decisions.service';
import { classRoutes, teacherRoutes } from '../classes/classes.routes';
import type { ClassService } from '../classes/classes.service';
import { myClassRoutes } from '../classes/my-classes.routes';
import type { MyClassService } from '../classes/my-classes.service';
import { reportRoutes } from '../reports/reports.routes';
import type { ReportService } from '../reports/reports.service';
import { teacherStatisticsRoutes } from '../statistics/statistics.routes';
import type { StatisticsService } from '../statistics/statistics.service';

/**
 * The areas' plugins, mounted as app.ts mounts them, on services nobody calls: the test
 * reads what Fastify registered, never a request.
 */
async function mountAreas(): Promise<Map<string, RouteOptions>> {
  const app: FastifyInstance = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const served = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.set(`${method} ${route.url}`, route);
  });
  const classes = {} as ClassService;
  const appeals = {} as AppealService;
  const statistics = {} as StatisticsService;
  await app.register(classRoutes, { classes });
  await app.register(teacherRoutes, { classes });
  await app.register(myClassRoutes, { myClasses: {} as MyClassService });
  await app.register(teacherStatisticsRoutes, { statistics });
  await app.register(reportRoutes, { reports: {} as ReportService });
  await app.register(appealFilingRoutes, { appeals });
  await app.register(myAppealRoutes, { appeals });
  await app.register(adminAppealRoutes, {
    appeals,
    decisions: {} as KeyDecisionService,
    statistics,
  });
  await app.ready();
  await app.close();
  return served;
}

const areas = {
  classes: contract.classes,
  statistics: contract.statistics,
  reports: contract.reports,
  appeals: contract.appeals,
} satisfies Record<string, Record<string, RouteSpec>>;

describe('the classes, statistics, reports and appeals routes', () => {
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
});
