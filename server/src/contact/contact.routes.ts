import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactChannelsSchema, contactMessageSchema, contactSentSchema } from '@gabaritei/shared';
import type { ContactService } from './contact.service';

export type ContactRoutesOptions = { contact: ContactService };

/** /api/contact for visitors: the form and its direct channels. The admins' list is in admin/. */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contact },
) => {
  app.get(
    '/channels',
    { schema: { response: { 200: contactChannelsSchema } } },
    async (_request, reply) => {
      // Configuration changes only with a restart: let browsers keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return contact.channels();
    },
  );

  app.post(
    '/messages',
    { schema: { body: contactMessageSchema, response: { 200: contactSentSchema } } },
    async (request) => {
      await contact.submit(request.body, { ip: request.ip, senderId: request.user?.id ?? null });
      return { success: true as const };
    },
  );
};
