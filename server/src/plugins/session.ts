import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, hasExactRole, type Role, type SessionUser } from '@gabaritei/shared';
import type { SessionCache } from '../auth/session-cache';
import { findSession } from '../auth/session.repository';
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

/**
 * Reads the session cookie on every request and resolves the user behind it, through the
 * session cache (a look-up per request and per token at most every couple of seconds).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; clock: Clock; cache: SessionCache }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 128) return;
      let user = opts.cache.get(token);
      if (!user) {
        const generation = opts.cache.generation();
        const found = await findSession(opts.db, token, opts.clock.now());
        if (found) opts.cache.set(token, found.user, found.expiresAt, generation);
        user = found?.user ?? null;
      }
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    });
  },
);

/** A route hook (onRequest, so before validation): 401 for anonymous requests. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.unauthenticated);
}

/**
 * A route hook (mostly onRequest, so before validation): 401 for anonymous requests, 403 unless
 * the exact role, the rule the client's route guard uses (hasExactRole).
 */
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
