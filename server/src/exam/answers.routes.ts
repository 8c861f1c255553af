import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { PracticeService } from './practice.service';

export type AnswerRoutesOptions = { practice: PracticeService };

const routes = contract.exam;

/** shared's contract.exam, its /api/answers half (PRODUCT §7): practice and the official answers. */
export async function answerRoutes(
  app: FastifyInstance,
  { practice }: AnswerRoutesOptions,
): Promise<void> {
  serveRoute(app, routes.practiceSubmit, {
    onRequest: requireUser,
    handler: async (request) => practice.submitPractice(currentUser(request), request.body),
  });
  serveRoute(app, routes.officialAnswers, {
    onRequest: requireUser,
    handler: async (request) => practice.officialAnswers(currentUser(request), request.params.id),
  });
  // The exam screen's paper outside a session, never the public catalogue's detail.
  serveRoute(app, routes.practicePaper, {
    onRequest: requireUser,
    handler: async (request) => practice.paper(currentUser(request), request.params.id),
  });
}
