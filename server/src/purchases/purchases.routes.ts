import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessSchema,
  purchaseCreateSchema,
  purchaseSchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { PurchaseService } from './purchases.service';

export type PurchaseRoutesOptions = { purchases: PurchaseService };

/** /api/purchases: buying (simulated payment), the buyer's list and the access check. */
export const purchaseRoutes: FastifyPluginAsyncZod<PurchaseRoutesOptions> = async (
  app,
  { purchases },
) => {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  app.post(
    '/',
    { schema: { body: purchaseCreateSchema, response: { 201: purchaseSchema } } },
    async (request, reply) => {
      const purchase = await purchases.purchase(currentUser(request), request.body.simuladoId);
      return reply.code(201).send(purchase);
    },
  );

  app.get('/my', { schema: { response: { 200: z.array(purchaseSchema) } } }, async (request) =>
    purchases.listMine(currentUser(request)),
  );

  app.get(
    '/access/:simuladoId',
    {
      schema: {
        params: z.object({ simuladoId: simuladoIdSchema }),
        response: { 200: accessSchema },
      },
    },
    async (request) => purchases.access(currentUser(request), request.params.simuladoId),
  );
};
