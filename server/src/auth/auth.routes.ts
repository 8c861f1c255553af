import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, TIMINGS, contract } from '@gabaritei/shared';
import { requireUser, currentUser, SESSION_COOKIE } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { AuthService } from './auth.service';

export type AuthRoutesOptions = { auth: AuthService; publicUrl: string };

const routes = contract.auth;

/**
 * Secure whenever the site is served over https — by its public URL (behind a TLS
 * proxy) or by the request itself — so the cookie never travels in clear text there.
 */
export function sessionCookieOptions(publicUrl: string, requestProtocol: string) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:') || requestProtocol === 'https',
  };
}

/** The raw session cookie, whether or not it still names a valid session. */
function sentSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  // Longer than any token we issue: not ours, and not worth a database look-up.
  return token && token.length <= 128 ? token : undefined;
}

/** shared's contract.auth: registration, e-mail verification, sign-in and password recovery. */
export async function authRoutes(
  app: FastifyInstance,
  { auth, publicUrl }: AuthRoutesOptions,
): Promise<void> {
  const cookieOptions = (request: FastifyRequest) =>
    sessionCookieOptions(publicUrl, request.protocol);

  serveRoute(app, routes.register, {
    handler: async (request) => {
      await auth.register(request.body, { ip: request.ip });
      return { message: AUTH_MESSAGES.registered };
    },
  });

  serveRoute(app, routes.verifyEmail, {
    handler: async (request) => {
      await auth.verifyEmail(request.query.token);
      return { message: AUTH_MESSAGES.verified };
    },
  });

  serveRoute(app, routes.login, {
    handler: async (request, reply) => {
      const { user, sessionToken } = await auth.login(request.body, {
        ip: request.ip,
        previousSessionToken: sentSessionToken(request),
      });
      reply.setCookie(SESSION_COOKIE, sessionToken, {
        ...cookieOptions(request),
        maxAge: Math.floor(TIMINGS.sessionTtlMs / 1000),
      });
      return { user };
    },
  });

  serveRoute(app, routes.logout, {
    handler: async (request, reply) => {
      await auth.logout(sentSessionToken(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  serveRoute(app, routes.me, {
    preHandler: requireUser,
    handler: async (request) => currentUser(request),
  });

  serveRoute(app, routes.forgotPassword, {
    handler: async (request) => {
      await auth.forgotPassword(request.body, { ip: request.ip });
      return { message: AUTH_MESSAGES.forgotAnswer };
    },
  });

  serveRoute(app, routes.resetPassword, {
    handler: async (request) => {
      await auth.resetPassword(request.body);
      return { message: AUTH_MESSAGES.resetDone };
    },
  });

  serveRoute(app, routes.resendVerification, {
    handler: async (request) => {
      await auth.resendVerification(request.body, { ip: request.ip });
      return { message: AUTH_MESSAGES.resendAnswer };
    },
  });
}
