import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptResultSchema,
  officialAnswerSchema,
  practiceSubmitSchema,
  simuladoIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { PracticeService } from './practice.service';

export type AnswerRoutesOptions = { practice: PracticeService };

const simuladoParamsSchema = z.object({ id: simuladoIdSchema });
const officialAnswersSchema = z.array(officialAnswerSchema);

/** /api/answers (PRODUCT §7): practice attempts and the official answers for review. */
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (
  app,
  { practice },
) => {
  // '' and not '/': registered under its prefix, the URL stays exactly /api/answers.
  app.post(
    '',
    {
      onRequest: requireUser,
      schema: { body: practiceSubmitSchema, response: { 200: attemptResultSchema } },
    },
    async (request) => practice.submitPractice(currentUser(request), request.body),
  );

  app.get(
    '/simulado/:id',
    {
      onRequest: requireUser,
      schema: { params: simuladoParamsSchema, response: { 200: officialAnswersSchema } },
    },
    async (request) => practice.officialAnswers(currentUser(request), request.params.id),
  );
};
