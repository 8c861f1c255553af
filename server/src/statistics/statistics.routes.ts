import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classIdSchema, itemStatisticsSchema, simuladoIdSchema } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import type { StatisticsService } from './statistics.service';

/** GET /api/teacher/classes/{classId}/statistics/{simuladoId}: the teacher's own class only. */
export const teacherStatisticsRoutes: FastifyPluginAsyncZod<{
  statistics: StatisticsService;
}> = async (app, { statistics }) => {
  app.addHook('onRequest', requireRole('TEACHER'));
  app.get(
    '/classes/:id/statistics/:simuladoId',
    {
      schema: {
        params: z.object({ id: classIdSchema, simuladoId: simuladoIdSchema }),
        response: { 200: itemStatisticsSchema },
      },
    },
    async (request) =>
      statistics.forClass(currentUser(request), request.params.id, request.params.simuladoId),
  );
};
