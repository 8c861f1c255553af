import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import { rankingGroupsSchema, rankingPageSchema, rankingQuerySchema } from '../ranking/schemas';
import { defineRoutes } from './route';

/** The public ranking; a signed-in caller also gets `me`. */
export const rankingRoutes = defineRoutes({
  /** Every ranking group with its first page. */
  groups: { method: 'GET', path: '/api/results/ranking', response: rankingGroupsSchema },
  page: {
    method: 'GET',
    path: '/api/results/ranking/:id',
    params: z.object({ id: simuladoIdSchema }),
    query: rankingQuerySchema,
    response: rankingPageSchema,
  },
});
