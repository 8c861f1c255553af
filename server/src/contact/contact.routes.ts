import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactChannelsSchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactSentSchema,
} from '@gabaritei/shared';
import { requireRole } from '../plugins/session';
import type { ContactService } from './contact.service';

export type ContactRoutesOptions = { contact: ContactService };

/**
 * /api/contact for visitors (the form and its direct channels) and the admins' read-only
 * list at /api/admin/contact-messages. Registered without a prefix: the two live apart.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact },
) => {
  app.get(
    '/api/contact/channels',
    { schema: { response: { 200: contactChannelsSchema } } },
    async (_request, reply) => {
      // Configuration changes only with a restart: let browsers keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return contact.channels();
    },
  );

  app.post(
    '/api/contact/messages',
    { schema: { body: contactMessageSchema, response: { 200: contactSentSchema } } },
    async (request) => {
      await contact.submit(request.body, { ip: request.ip });
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/contact-messages',
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
