import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, ERROR_CODES } from '@gabaritei/shared';
import { forbidden } from '../http/errors';
import { isForeignOrigin } from '../http/origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request whose Origin is not this site's is refused with
 * 403. The session cookie is SameSite=Lax as a second layer. Requests without an Origin
 * (curl, server-to-server, load tests) carry no ambient browser credentials and pass.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const own = `${request.protocol}://${request.host}`;
    if (isForeignOrigin(request.headers, { publicUrl: opts.publicUrl, own })) {
      throw forbidden(AUTH_MESSAGES.forbiddenOrigin, ERROR_CODES.FORBIDDEN_ORIGIN);
    }
  });
});
