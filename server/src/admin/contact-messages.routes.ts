import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import type { ContactService } from '../contact/contact.service';
import { requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';

export type AdminContactRoutesOptions = { contact: ContactService };

/**
 * shared's contract.admin.contactMessages: the admins' read-only list of what visitors sent.
 * Its own plugin, not inside adminRoutes, because its guard runs on preHandler (after
 * validation) as it always has; adminRoutes' onRequest hook would change the answer to a
 * non-admin's malformed query from 400 to 401/403.
 */
export async function adminContactRoutes(
  app: FastifyInstance,
  { contact }: AdminContactRoutesOptions,
): Promise<void> {
  serveRoute(app, contract.admin.contactMessages, {
    preHandler: requireRole('ADMIN'),
    handler: async (request) => contact.list(request.query),
  });
}
