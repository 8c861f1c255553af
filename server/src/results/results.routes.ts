import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disciplinesQuerySchema,
  disciplinesResponseSchema,
  hasOfficialQuerySchema,
  hasOfficialResponseSchema,
  resultItemSchema,
  userIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { DisciplineService } from './disciplines.service';
import type { ResultService } from './results.service';

export type ResultRoutesOptions = { results: ResultService; disciplines: DisciplineService };

/** /api/result: a user's results and whether an official one exists (PRODUCT §7). */
export const resultRoutes: FastifyPluginAsyncZod<ResultRoutesOptions> = async (
  app,
  { results, disciplines },
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

  // Issue 16: the caller's attempt per discipline against the field (static, like above).
  app.get(
    '/disciplines',
    {
      schema: {
        querystring: disciplinesQuerySchema,
        response: { 200: disciplinesResponseSchema },
      },
    },
    async (request) => disciplines.forAttempt(currentUser(request), request.query),
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
