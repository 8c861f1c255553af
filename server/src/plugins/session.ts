import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, hasExactRole, type Role, type SessionUser } from '@gabaritei/shared';
import { findSessionUser } from '../auth/session.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';

export const SESSION_COOKIE = 'gabaritei_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: SessionUser | null;
    /** The raw session token from the cookie, when one was sent and is valid. */
    sessionToken: string | null;
  }
}

/** Reads the session cookie on every request and resolves the user behind it. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; clock: Clock }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const user = await findSessionUser(opts.db, token, opts.clock.now());
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
});

/** preHandler: 401 for anonymous requests. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
}

/** preHandler: the exact-role rule the client's route guard uses (hasExactRole). */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
    if (!hasExactRole(request.user, role)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return request.user;
}
