import { z } from 'zod';
import {
  emailOnlySchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
  verifyEmailQuerySchema,
} from '../auth/schemas';
import { authSessionRoutes } from './auth-session';
import { defineRoutes } from './route';

/** What sign-in answers; the session itself travels in the httpOnly cookie it sets. */
export const loginResponseSchema = z.object({ user: sessionUserSchema });

/** Registration, e-mail verification, sign-in, the session's user and password recovery. */
export const authRoutes = defineRoutes({
  register: {
    method: 'POST',
    path: '/api/auth/register',
    body: registerSchema,
    status: 201,
    response: messageResponseSchema,
  },
  verifyEmail: {
    method: 'GET',
    path: '/api/auth/verify-email',
    query: verifyEmailQuerySchema,
    response: messageResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    body: loginSchema,
    response: loginResponseSchema,
  },
  logout: { ...authSessionRoutes.logout, response: messageResponseSchema },
  me: { ...authSessionRoutes.me, response: sessionUserSchema },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: emailOnlySchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/resend-verification',
    body: emailOnlySchema,
    response: messageResponseSchema,
  },
});
