import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { PurchaseService } from './purchases.service';

export type PurchaseRoutesOptions = { purchases: PurchaseService };

const routes = contract.purchases;

/** shared's contract.purchases: buying (simulated payment), the buyer's list, access. */
export async function purchaseRoutes(
  app: FastifyInstance,
  { purchases }: PurchaseRoutesOptions,
): Promise<void> {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  serveRoute(app, routes.create, {
    handler: async (request) => purchases.purchase(currentUser(request), request.body.simuladoId),
  });
  serveRoute(app, routes.mine, {
    handler: async (request) => purchases.listMine(currentUser(request)),
  });
  serveRoute(app, routes.access, {
    handler: async (request) => purchases.access(currentUser(request), request.params.simuladoId),
  });
}
