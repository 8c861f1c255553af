import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  rankingGroupsSchema,
  rankingPageSchema,
  rankingQuerySchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import type { RankingService } from './ranking.service';

export type RankingRoutesOptions = { ranking: RankingService };

/** /api/results/ranking (PRODUCT §7): public; a signed-in caller also gets `me`. */
export const rankingRoutes: FastifyPluginAsyncZod<RankingRoutesOptions> = async (
  app,
  { ranking },
) => {
  app.get('/', { schema: { response: { 200: rankingGroupsSchema } } }, async (request) =>
    ranking.groups(request.user),
  );

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: simuladoIdSchema }),
        querystring: rankingQuerySchema,
        response: { 200: rankingPageSchema },
      },
    },
    async (request) => ranking.page(request.params.id, request.query, request.user),
  );
};
