import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import { classIdSchema } from '../classes/schemas';
import { itemStatisticsSchema } from '../statistics/statistics';
import { defineRoutes } from './route';

/** Item statistics of one simulado within a class, for that class's own teacher. */
export const statisticsRoutes = defineRoutes({
  forClass: {
    method: 'GET',
    path: '/api/teacher/classes/:id/statistics/:simuladoId',
    params: z.object({ id: classIdSchema, simuladoId: simuladoIdSchema }),
    response: itemStatisticsSchema,
  },
});
