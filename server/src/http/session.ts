import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, hasExactRole, type Role, type SessionUser } from '@gabaritei/shared';
import { forbidden, unauthorized } from './errors';

// What a route knows of the session: the cookie's name, the request's user and the
// guards. Resolving the cookie is plugins/session.ts's job; this file stays a leaf so every
// area can import it without depending on auth/.

export const SESSION_COOKIE = 'gabaritei_sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: SessionUser | null;
    /** The raw session token from the cookie, when one was sent and is valid. */
    sessionToken: string | null;
  }
}

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
