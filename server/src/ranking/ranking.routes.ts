import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { serveRoute } from '../http/serve-route';
import type { RankingService } from './ranking.service';

export type RankingRoutesOptions = { ranking: RankingService };

const routes = contract.ranking;

/** shared's contract.ranking (PRODUCT §7): public; a signed-in caller also gets `me`. */
export async function rankingRoutes(
  app: FastifyInstance,
  { ranking }: RankingRoutesOptions,
): Promise<void> {
  serveRoute(app, routes.groups, { handler: async (request) => ranking.groups(request.user) });
  serveRoute(app, routes.page, {
    handler: async (request) => ranking.page(request.params.id, request.query, request.user),
  });
}
