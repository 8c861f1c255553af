import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, ERROR_CODES } from '@gabaritei/shared';
import { forbidden } from '../http/errors';

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

/**
 * The rule itself, shared with the Socket.IO handshake (realtime/socket-server.ts): a
 * cross-site fetch, or an Origin that is neither the configured public URL's nor the
 * request's own (`own`: scheme and host as the request reached us).
 */
export function isForeignOrigin(
  headers: { origin?: string; 'sec-fetch-site'?: string | string[] },
  site: { publicUrl: string; own: string },
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (!origin) return false;
  return origin !== new URL(site.publicUrl).origin && origin !== site.own;
}
