import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemHealthSchema } from '@gabaritei/shared';
import { requireRole } from '../http/session';
import type { SystemHealthService } from './system-health.service';

/** GET /api/admin/health: the tab's first paint; the socket keeps it live afterwards. */
export const systemHealthRoutes: FastifyPluginAsyncZod<{ health: SystemHealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    { preHandler: requireRole('ADMIN'), schema: { response: { 200: systemHealthSchema } } },
    async () => health.snapshot(),
  );
};
