import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { contract, type RouteSpec } from '@gabaritei/shared';
import { adminRoutes } from '../admin/admin.routes';
import type { AdminService } from '../admin/admin.service';
import { adminContactRoutes } from '../admin/contact-messages.routes';
import type { ContactService } from '../contact/contact.service';
import type { Db } from '../db/database';
import { healthRoutes } from '../health/health.routes';
import type { Metrics } from '../metrics/metrics';
import { metricsPlugin } from '../metrics/metrics.routes';
import { systemHealthRoutes } from '../system-health/system-health.routes';
import type { SystemHealthService } from '../system-health/system-health.service';

/**
 * The back office's and the operators' plugins, mounted as app.ts mounts them, on services
 * nobody calls: the test reads what Fastify registered, never a request.
 */
async function mountAreas(): Promise<Map<string, RouteOptions>> {
  const app: FastifyInstance = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const served = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) served.set(`${method} ${route.url}`, route);
  });
  await app.register(adminRoutes, { admin: {} as AdminService });
  await app.register(adminContactRoutes, { contact: {} as ContactService });
  await app.register(systemHealthRoutes, { health: {} as SystemHealthService });
  await app.register(healthRoutes, { db: {} as Db, redis: null });
  await app.register(metricsPlugin, { metrics: {} as Metrics });
  await app.ready();
  await app.close();
  return served;
}

const areas = {
  admin: contract.admin,
  systemHealth: contract.systemHealth,
  health: contract.health,
  metrics: contract.metrics,
} satisfies Record<string, Record<string, RouteSpec>>;

describe('the admin, system-health, health and metrics routes', () => {
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
