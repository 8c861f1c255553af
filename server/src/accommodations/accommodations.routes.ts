import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { AccommodationsService } from './accommodations.service';

const routes = contract.accommodations;

/** shared's contract.accommodations: extra time per candidate, for ADMIN only. */
export async function accommodationsRoutes(
  app: FastifyInstance,
  { accommodations }: { accommodations: AccommodationsService },
): Promise<void> {
  // On onRequest, before validation: others get 401/403 whatever they sent.
  app.addHook('onRequest', requireRole('ADMIN'));
  serveRoute(app, routes.list, {
    handler: async (request) => accommodations.list(request.params.id),
  });
  serveRoute(app, routes.grant, {
    handler: async (request) =>
      accommodations.grant(currentUser(request), request.params.id, request.body),
  });
  serveRoute(app, routes.remove, {
    handler: async (request) =>
      accommodations.remove(currentUser(request), request.params.id, request.params.userId),
  });
}
