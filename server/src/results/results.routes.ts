import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { DisciplineService } from './disciplines.service';
import type { EvolutionService } from './evolution.service';
import type { QuestionFieldService } from './question-field.service';
import type { ResultService } from './results.service';

export type ResultRoutesOptions = {
  results: ResultService;
  disciplines: DisciplineService;
  questionField: QuestionFieldService;
  evolution: EvolutionService;
};

const routes = contract.results;

/** shared's contract.results: a user's results and whether an official one exists (PRODUCT §7). */
export async function resultRoutes(
  app: FastifyInstance,
  { results, disciplines, questionField, evolution }: ResultRoutesOptions,
): Promise<void> {
  // On onRequest, before validation: anonymous callers get 401 whatever they sent.
  app.addHook('onRequest', requireUser);

  // Static paths: find-my-way matches them before '/:userId' (which would 400 on them).
  serveRoute(app, routes.hasOfficial, {
    handler: async (request) => results.hasOfficial(currentUser(request), request.query),
  });
  serveRoute(app, routes.disciplines, {
    handler: async (request) => disciplines.forAttempt(currentUser(request), request.query),
  });
  serveRoute(app, routes.questionField, {
    handler: async (request) => questionField.forSimulado(currentUser(request), request.query),
  });
  serveRoute(app, routes.evolution, {
    handler: async (request) => evolution.forViewer(currentUser(request)),
  });
  serveRoute(app, routes.list, {
    handler: async (request) => results.listFor(currentUser(request), request.params.userId),
  });
}
