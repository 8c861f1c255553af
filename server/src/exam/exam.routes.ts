import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSessionQuerySchema,
  examSessionSchema,
  saveAnswerResultSchema,
  saveAnswerSchema,
  saveFlagsResultSchema,
  saveFlagsSchema,
  startSessionSchema,
  submitResponseSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { ExamService } from './exam.service';

export type ExamRoutesOptions = { exam: ExamService };

const sessionParamsSchema = z.object({ id: z.uuid({ error: 'Sessão de prova inválida.' }) });

/**
 * /api/exam-sessions: the official attempt. Session answers (start, active, save) go
 * through examSessionSchema, which has no key fields, so the gabarito cannot leave here
 * mid-attempt; only submit and review — about a SUBMITTED attempt — carry it.
 */
export const examSessionRoutes: FastifyPluginAsyncZod<ExamRoutesOptions> = async (
  app,
  { exam },
) => {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  app.post(
    '/start',
    { schema: { body: startSessionSchema, response: { 200: examSessionSchema } } },
    async (request) => exam.start(currentUser(request), request.body),
  );

  app.get(
    '/active',
    { schema: { querystring: activeSessionQuerySchema, response: { 200: examSessionSchema } } },
    async (request) => exam.active(currentUser(request), request.query),
  );

  app.post(
    '/:id/save-answer',
    {
      schema: {
        params: sessionParamsSchema,
        body: saveAnswerSchema,
        response: { 200: saveAnswerResultSchema },
      },
    },
    async (request) => exam.saveAnswer(currentUser(request), request.params.id, request.body),
  );

  // Issue 16: one question's 'Revisar depois' and crossed-out options, the whole state
  // each time, so a retried request after a lost answer lands the same.
  app.put(
    '/:id/flags',
    {
      schema: {
        params: sessionParamsSchema,
        body: saveFlagsSchema,
        response: { 200: saveFlagsResultSchema },
      },
    },
    async (request) => exam.saveFlags(currentUser(request), request.params.id, request.body),
  );

  // The body is empty (the client sends `{}`); nothing in it is read.
  app.post(
    '/:id/submit',
    { schema: { params: sessionParamsSchema, response: { 200: submitResponseSchema } } },
    async (request) => exam.submit(currentUser(request), request.params.id),
  );

  app.get(
    '/:id/review',
    { schema: { params: sessionParamsSchema, response: { 200: submitResponseSchema } } },
    async (request) => exam.review(currentUser(request), request.params.id),
  );
};
