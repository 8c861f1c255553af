import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { contract, type RouteReply } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { serveRoute } from '../http/serve-route';
import { pingDatabase } from './health.repository';

type HealthOptions = {
  db: Db;
  redis: Redis | null;
  /** True once the instance drains (SIGTERM): it still serves, but wants no new traffic. */
  isDraining?: () => boolean;
};

/**
 * shared's contract.health. /healthz: the process answers. /readyz: its database (and
 * Redis, when used) answer too, and it is not draining; a 503 tells nginx or an
 * orchestrator to send traffic elsewhere.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, redis, isDraining = () => false }: HealthOptions,
): Promise<void> {
  serveRoute(app, contract.health.live, { handler: async () => ({ status: 'ok' as const }) });

  serveRoute(app, contract.health.ready, {
    handler: async (_request, reply) => {
      const readiness = await checkReadiness(db, redis, isDraining());
      // Not ready still answers the readiness body, with the status nginx acts on.
      if (readiness.status !== 'ok') reply.code(503);
      return readiness;
    },
  });
}

type Readiness = RouteReply<typeof contract.health.ready>;

async function checkReadiness(db: Db, redis: Redis | null, draining: boolean): Promise<Readiness> {
  if (draining) return { status: 'draining', checks: {} };
  const checks: Readiness['checks'] = {};
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
  return { status: ready ? 'ok' : 'unavailable', checks };
}
