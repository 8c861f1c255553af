import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where a response may carry someone's data: the API and the admins' queue board. A shared
 * computer's browser, or a proxy in between, must keep none of it, so the rule is decided
 * here once rather than by each route remembering it.
 */
const PERSONAL_PREFIXES = ['/api/', '/admin/queues'];

/**
 * `Cache-Control: no-store` on every response under those prefixes — successes and errors,
 * signed in or not, since an anonymous answer may still be about someone (an enrolment, a
 * ranking). A route that chose its own policy keeps it: only public data does
 * (GET /api/contact/channels, the same for everyone).
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (PERSONAL_PREFIXES.some((prefix) => request.url.startsWith(prefix)))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
