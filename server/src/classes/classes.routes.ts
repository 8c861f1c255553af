import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { ClassService } from './classes.service';

export type ClassRoutesOptions = { classes: ClassService };

const routes = contract.classes;

/** shared's contract.classes under /api/classes: the class entity and its changes. TEACHER only. */
export async function classRoutes(app: FastifyInstance, { classes }: ClassRoutesOptions) {
  // On onRequest, before validation: the role decides first whatever was sent.
  app.addHook('onRequest', requireRole('TEACHER'));

  serveRoute(app, routes.list, { handler: async (request) => classes.list(currentUser(request)) });
  serveRoute(app, routes.create, {
    handler: async (request) => classes.create(currentUser(request), request.body),
  });
  serveRoute(app, routes.get, {
    handler: async (request) => classes.get(currentUser(request), request.params.id),
  });
  serveRoute(app, routes.addStudent, {
    handler: async (request) =>
      classes.addStudent(currentUser(request), request.params.id, request.body.studentEmail),
  });
  serveRoute(app, routes.addStudents, {
    handler: async (request) =>
      classes.addStudents(currentUser(request), request.params.id, request.body.studentEmails),
  });
  serveRoute(app, routes.removeStudent, {
    handler: async (request) =>
      classes.removeStudent(currentUser(request), request.params.id, request.params.studentEmail),
  });
  serveRoute(app, routes.release, {
    handler: async (request) =>
      classes.release(currentUser(request), request.params.id, request.body.simuladoId),
  });
}

/** shared's contract.classes under /api/teacher: the overview, each class's results and ranking. */
export async function teacherRoutes(app: FastifyInstance, { classes }: ClassRoutesOptions) {
  app.addHook('onRequest', requireRole('TEACHER'));

  serveRoute(app, routes.dashboard, {
    handler: async (request) => classes.dashboard(currentUser(request)),
  });
  serveRoute(app, routes.teacherList, {
    handler: async (request) => classes.list(currentUser(request)),
  });
  serveRoute(app, routes.detail, {
    handler: async (request) => classes.detail(currentUser(request), request.params.id),
  });
  serveRoute(app, routes.ranking, {
    handler: async (request) =>
      classes.ranking(currentUser(request), request.params.id, request.params.simuladoId),
  });
}
