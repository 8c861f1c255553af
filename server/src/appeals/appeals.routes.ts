import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appealWindowSchema,
  fileAppealSchema,
  myAppealSchema,
  scoreChangeNoteSchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { AppealService } from './appeals.service';

export type AppealRoutesOptions = { appeals: AppealService };

export const questionIdParam = z.uuid({ error: 'Questão inválida.' });

/** POST /api/simulados/{id}/questions/{questionId}/appeals: a candidate files a recurso. */
export const appealFilingRoutes: FastifyPluginAsyncZod<AppealRoutesOptions> = async (
  app,
  { appeals },
) => {
  app.addHook('onRequest', requireUser);
  app.post(
    '/:id/questions/:questionId/appeals',
    {
      schema: {
        params: z.object({ id: simuladoIdSchema, questionId: questionIdParam }),
        body: fileAppealSchema,
        response: { 201: myAppealSchema },
      },
    },
    async (request, reply) => {
      const { id, questionId } = request.params;
      const filed = await appeals.file(currentUser(request), id, questionId, request.body.text);
      return reply.code(201).send(filed);
    },
  );
};

/** /api/me/appeals(/window) and /api/me/score-changes: the candidate's own appeals and notes. */
export const myAppealRoutes: FastifyPluginAsyncZod<AppealRoutesOptions> = async (
  app,
  { appeals },
) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/appeals',
    {
      schema: {
        querystring: z.object({ simuladoId: simuladoIdSchema.optional() }),
        response: { 200: z.array(myAppealSchema) },
      },
    },
    async (request) => appeals.mine(currentUser(request), request.query.simuladoId),
  );
  app.get(
    '/appeals/window',
    {
      schema: {
        querystring: z.object({ simuladoId: simuladoIdSchema }),
        response: { 200: appealWindowSchema },
      },
    },
    async (request) => appeals.window(currentUser(request), request.query.simuladoId),
  );
  app.get(
    '/score-changes',
    {
      schema: {
        querystring: z.object({ simuladoId: simuladoIdSchema }),
        response: { 200: z.array(scoreChangeNoteSchema) },
      },
    },
    async (request) => appeals.myScoreChanges(currentUser(request), request.query.simuladoId),
  );
};
