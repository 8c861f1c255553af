import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { AppealService } from './appeals.service';

export type AppealRoutesOptions = { appeals: AppealService };

const routes = contract.appeals;

/** shared's contract.appeals: a candidate files a recurso on a question. */
export async function appealFilingRoutes(app: FastifyInstance, { appeals }: AppealRoutesOptions) {
  app.addHook('onRequest', requireUser);
  serveRoute(app, routes.file, {
    handler: async (request) => {
      const { id, questionId } = request.params;
      return appeals.file(currentUser(request), id, questionId, request.body.text);
    },
  });
}

/** shared's contract.appeals under /api/me: the candidate's own appeals and score notes. */
export async function myAppealRoutes(app: FastifyInstance, { appeals }: AppealRoutesOptions) {
  app.addHook('onRequest', requireUser);
  serveRoute(app, routes.mine, {
    handler: async (request) => appeals.mine(currentUser(request), request.query.simuladoId),
  });
  serveRoute(app, routes.window, {
    handler: async (request) => appeals.window(currentUser(request), request.query.simuladoId),
  });
  serveRoute(app, routes.scoreChanges, {
    handler: async (request) =>
      appeals.myScoreChanges(currentUser(request), request.query.simuladoId),
  });
}
