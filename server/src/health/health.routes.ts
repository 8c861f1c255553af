import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { pingDatabase } from './health.repository';

/** /healthz: the process answers. /readyz: its database (and Redis, when used) answer too. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis: Redis | null }> = async (
  app,
  { db, redis },
) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
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
