import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { SystemHealthService } from './system-health.service';

/** shared's contract.systemHealth: the tab's first paint; the socket keeps it live afterwards. */
export async function systemHealthRoutes(
  app: FastifyInstance,
  { health }: { health: SystemHealthService },
): Promise<void> {
  serveRoute(app, contract.systemHealth.snapshot, {
    preHandler: requireRole('ADMIN'),
    handler: async () => health.snapshot(),
  });
}
