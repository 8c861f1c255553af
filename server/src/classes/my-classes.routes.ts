import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { MyClassService } from './my-classes.service';

export type MyClassRoutesOptions = { myClasses: MyClassService };

const routes = contract.classes;

/**
 * shared's contract.classes under /api/me/classes: a student's classes and invitations, and
 * the answer to each. STUDENT only: no other role can be a class member.
 */
export async function myClassRoutes(app: FastifyInstance, { myClasses }: MyClassRoutesOptions) {
  // On onRequest, before validation: the role decides first whatever was sent.
  app.addHook('onRequest', requireRole('STUDENT'));

  serveRoute(app, routes.mine, {
    handler: async (request) => myClasses.list(currentUser(request)),
  });
  serveRoute(app, routes.accept, {
    handler: async (request) => myClasses.accept(currentUser(request), request.params.classId),
  });
  serveRoute(app, routes.decline, {
    handler: async (request) => myClasses.decline(currentUser(request), request.params.classId),
  });
}
