import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { StatisticsService } from '../statistics/statistics.service';
import type { AppealService } from './appeals.service';
import type { KeyDecisionService } from './key-decisions.service';

export type AdminAppealRoutesOptions = {
  appeals: AppealService;
  decisions: KeyDecisionService;
  statistics: StatisticsService;
};

const routes = contract.appeals;

/** shared's contract.appeals under /api/admin/simulados: a simulado's result process, admins only. */
export async function adminAppealRoutes(
  app: FastifyInstance,
  { appeals, decisions, statistics }: AdminAppealRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireRole('ADMIN'));

  serveRoute(app, routes.setWindow, {
    handler: async (request) => appeals.setWindow(request.params.id, request.body),
  });
  serveRoute(app, routes.adminList, {
    handler: async (request) => appeals.adminList(request.params.id),
  });
  serveRoute(app, routes.annul, {
    handler: async (request) => {
      const { id, questionId } = request.params;
      return decisions.annul(currentUser(request), id, questionId, request.body.reason);
    },
  });
  serveRoute(app, routes.decisionImpact, {
    handler: async (request) =>
      decisions.impact(request.params.id, request.params.questionId, request.query),
  });
  serveRoute(app, routes.changeKey, {
    handler: async (request) => {
      const { id, questionId } = request.params;
      const { correctOption, reason } = request.body;
      return decisions.changeKey(currentUser(request), id, questionId, correctOption, reason);
    },
  });
  serveRoute(app, routes.reject, {
    handler: async (request) => {
      const { id, questionId } = request.params;
      return decisions.reject(currentUser(request), id, questionId, request.body.reply);
    },
  });
  serveRoute(app, routes.keyChanges, {
    handler: async (request) => decisions.list(request.params.id),
  });
  serveRoute(app, routes.regrade, {
    handler: async (request) => appeals.regradeStatus(request.params.id),
  });
  serveRoute(app, routes.adminStatistics, {
    handler: async (request) => statistics.forAdmin(currentUser(request), request.params.id),
  });
}
