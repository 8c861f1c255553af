import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  TIMINGS,
  emailOnlySchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
  verifyEmailQuerySchema,
} from '@gabaritei/shared';
import { requireUser, currentUser, SESSION_COOKIE } from '../http/session';
import type { AuthService } from './auth.service';

export type AuthRoutesOptions = { auth: AuthService; publicUrl: string };

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

const loginResponseSchema = z.object({ user: sessionUserSchema });

/** /api/auth: registration, e-mail verification, sign-in and password recovery. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, publicUrl },
) => {
  const cookieOptions = (request: FastifyRequest) =>
    sessionCookieOptions(publicUrl, request.protocol);
  const message = (reply: FastifyReply, text: string, status = 200) =>
    reply.code(status).send({ message: text });

  app.post(
    '/register',
    { schema: { body: registerSchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      await auth.register(request.body, { ip: request.ip });
      return message(reply, AUTH_MESSAGES.registered, 201);
    },
  );

  app.get(
    '/verify-email',
    { schema: { querystring: verifyEmailQuerySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.verifyEmail(request.query.token);
      return message(reply, AUTH_MESSAGES.verified);
    },
  );

  app.post(
    '/login',
    { schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
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
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.logout(sentSessionToken(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return message(reply, AUTH_MESSAGES.loggedOut);
    },
  );

  app.get(
    '/me',
    { preHandler: requireUser, schema: { response: { 200: sessionUserSchema } } },
    async (request) => currentUser(request),
  );

  app.post(
    '/forgot-password',
    { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.forgotPassword(request.body, { ip: request.ip });
      return message(reply, AUTH_MESSAGES.forgotAnswer);
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      return message(reply, AUTH_MESSAGES.resetDone);
    },
  );

  app.post(
    '/resend-verification',
    { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await auth.resendVerification(request.body, { ip: request.ip });
      return message(reply, AUTH_MESSAGES.resendAnswer);
    },
  );
};
