import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { StatisticsService } from './statistics.service';

/** shared's contract.statistics: a class's item statistics, for its own teacher only. */
export async function teacherStatisticsRoutes(
  app: FastifyInstance,
  { statistics }: { statistics: StatisticsService },
): Promise<void> {
  app.addHook('onRequest', requireRole('TEACHER'));
  serveRoute(app, contract.statistics.forClass, {
    handler: async (request) =>
      statistics.forClass(currentUser(request), request.params.id, request.params.simuladoId),
  });
}
