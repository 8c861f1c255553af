import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasOfficialQuerySchema,
  hasOfficialResponseSchema,
  resultItemSchema,
  userIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { ResultService } from './results.service';

export type ResultRoutesOptions = { results: ResultService };

/** /api/result: a user's results and whether an official one exists (PRODUCT §7). */
export const resultRoutes: FastifyPluginAsyncZod<ResultRoutesOptions> = async (
  app,
  { results },
) => {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  // A static path: find-my-way matches it before '/:userId' (which would 400 on it).
  app.get(
    '/has-official',
    {
      schema: {
        querystring: hasOfficialQuerySchema,
        response: { 200: hasOfficialResponseSchema },
      },
    },
    async (request) => results.hasOfficial(currentUser(request), request.query),
  );

  app.get(
    '/:userId',
    {
      schema: {
        params: z.object({ userId: userIdSchema }),
        response: { 200: z.array(resultItemSchema) },
      },
    },
    async (request) => results.listFor(currentUser(request), request.params.userId),
  );
};
