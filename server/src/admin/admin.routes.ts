import type { FastifyInstance } from 'fastify';
import { ROLES, adminCreateUserRoutes, contract } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { AdminService } from './admin.service';

export type AdminRoutesOptions = { admin: AdminService };

/**
 * The CSV travels inside JSON, where quotes and line breaks take two characters each: room
 * for 2 MB of text however it is written. The service then measures the text itself.
 */
const CSV_BODY_LIMIT = 6 * 1024 * 1024;

const routes = contract.admin;

/** shared's contract.admin: the back office of PRODUCT §7 (Admin table), for ADMIN only. */
export async function adminRoutes(
  app: FastifyInstance,
  { admin }: AdminRoutesOptions,
): Promise<void> {
  // On onRequest, before validation: others get 401/403 whatever they sent.
  app.addHook('onRequest', requireRole('ADMIN'));

  serveRoute(app, routes.panel, { handler: async () => admin.panel() });
  serveRoute(app, routes.users, { handler: async (request) => admin.listUsers(request.query) });
  for (const role of ROLES) {
    serveRoute(app, adminCreateUserRoutes[role], {
      handler: async (request) => admin.createUser(role, request.body),
    });
  }
  serveRoute(app, routes.deleteUser, {
    handler: async (request) => {
      await admin.deleteUser(currentUser(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  });

  serveRoute(app, routes.simulados, { handler: async () => admin.listSimulados() });
  serveRoute(app, routes.createSimulado, {
    handler: async (request) => admin.createSimulado(request.body),
  });
  serveRoute(app, routes.simulado, {
    handler: async (request) => admin.simuladoDetail(request.params.id),
  });
  serveRoute(app, routes.updateSimulado, {
    handler: async (request) =>
      admin.updateSimulado(currentUser(request), request.params.id, request.body),
  });
  serveRoute(app, routes.deleteSimulado, {
    handler: async (request) => admin.deleteSimulado(request.params.id),
  });
  serveRoute(app, routes.importCsv, {
    bodyLimit: CSV_BODY_LIMIT,
    handler: async (request) => admin.importCsv(request.params.id, request.body.csvContent),
  });
}
