import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptResultSchema,
  modeQuerySchema,
  modeResponseSchema,
  officialAnswerSchema,
  practiceSubmitSchema,
  serverTimeSchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import { currentUser, requireUser } from '../plugins/session';
import type { ExamService } from './exam.service';
import type { PracticeService } from './practice.service';

export type AttemptRoutesOptions = { exam: ExamService; practice: PracticeService; clock: Clock };

const simuladoParamsSchema = z.object({ id: simuladoIdSchema });
const officialAnswersSchema = z.array(officialAnswerSchema);

/**
 * The exam's routes outside /api/exam-sessions (spec §7): the mode of a simulado, practice
 * attempts, the submitted answers for review, and the server clock. Full paths: this
 * plugin is registered without a prefix.
 */
export const attemptRoutes: FastifyPluginAsyncZod<AttemptRoutesOptions> = async (
  app,
  { exam, practice, clock },
) => {
  // Public: the client's countdown offset, before anyone signs in.
  app.get('/api/time', { schema: { response: { 200: serverTimeSchema } } }, async () => ({
    now: clock.now().toISOString(),
  }));

  app.get(
    '/api/simulados/:id/mode',
    {
      onRequest: requireUser,
      schema: {
        params: simuladoParamsSchema,
        querystring: modeQuerySchema,
        response: { 200: modeResponseSchema },
      },
    },
    async (request) => exam.mode(currentUser(request), request.params.id, request.query.userId),
  );

  app.post(
    '/api/answers',
    {
      onRequest: requireUser,
      schema: { body: practiceSubmitSchema, response: { 200: attemptResultSchema } },
    },
    async (request) => practice.submitPractice(currentUser(request), request.body),
  );

  app.get(
    '/api/answers/simulado/:id',
    {
      onRequest: requireUser,
      schema: { params: simuladoParamsSchema, response: { 200: officialAnswersSchema } },
    },
    async (request) => practice.officialAnswers(currentUser(request), request.params.id),
  );
};
