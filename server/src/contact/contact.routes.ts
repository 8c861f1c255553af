import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { serveRoute } from '../http/serve-route';
import type { ContactService } from './contact.service';

export type ContactRoutesOptions = { contact: ContactService };

const routes = contract.contact;

/** shared's contract.contact for visitors: the form and its direct channels. */
export async function contactRoutes(
  app: FastifyInstance,
  { contact }: ContactRoutesOptions,
): Promise<void> {
  serveRoute(app, routes.channels, {
    handler: async (_request, reply) => {
      // Configuration changes only with a restart: let browsers keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return contact.channels();
    },
  });

  serveRoute(app, routes.send, {
    handler: async (request) => {
      await contact.submit(request.body, { ip: request.ip, senderId: request.user?.id ?? null });
      return { success: true as const };
    },
  });
}
