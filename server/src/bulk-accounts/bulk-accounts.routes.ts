import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { BulkAccountsService } from './bulk-accounts.service';

/** 1 MB of CSV inside JSON, where quotes and line breaks take two characters each. */
const BODY_LIMIT = 3 * 1024 * 1024;

/** shared's contract.bulkAccounts: ADMIN only. */
export async function bulkAccountsRoutes(
  app: FastifyInstance,
  { bulkAccounts }: { bulkAccounts: BulkAccountsService },
): Promise<void> {
  // On onRequest, before validation: others get 401/403 whatever they sent.
  app.addHook('onRequest', requireRole('ADMIN'));
  serveRoute(app, contract.bulkAccounts.import, {
    bodyLimit: BODY_LIMIT,
    handler: async (request) => bulkAccounts.importStudents(request.body),
  });
}
