import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessagePageSchema, contactMessagesQuerySchema } from '@gabaritei/shared';
import type { ContactService } from '../contact/contact.service';
import { requireRole } from '../http/session';

export type AdminContactRoutesOptions = { contact: ContactService };

/**
 * /api/admin/contact-messages: the admins' read-only list of what visitors sent. Its own
 * plugin, not inside adminRoutes, because its guard runs on preHandler (after validation)
 * as it always has; adminRoutes' onRequest hook would change the answer to a non-admin's
 * malformed query from 400 to 401/403.
 */
export const adminContactRoutes: FastifyPluginAsyncZod<AdminContactRoutesOptions> = async (
  app,
  { contact },
) => {
  app.get(
    '/contact-messages',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagePageSchema },
      },
    },
    async (request) => contact.list(request.query),
  );
};
