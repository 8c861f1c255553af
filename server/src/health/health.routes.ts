import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { pingDatabase } from './health.repository';

type HealthOptions = {
  db: Db;
  redis: Redis | null;
  /** True once the instance drains (SIGTERM): it still serves, but wants no new traffic. */
  isDraining?: () => boolean;
};

/**
 * /healthz: the process answers. /readyz: its database (and Redis, when used) answer too,
 * and it is not draining; a 503 tells nginx or an orchestrator to send traffic elsewhere.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { db, redis, isDraining = () => false },
) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (isDraining()) return reply.code(503).send({ status: 'draining', checks: {} });
    const checks: Record<string, 'ok' | 'down'> = {};
    try {
      await pingDatabase(db);
      checks.database = 'ok';
    } catch {
      checks.database = 'down';
    }
    if (redis) {
      try {
        await redis.ping();
        checks.redis = 'ok';
      } catch {
        checks.redis = 'down';
      }
    }
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
};
