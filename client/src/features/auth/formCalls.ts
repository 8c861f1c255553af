import {
  contract,
  routeUrl,
  type RegisterInput,
  type RouteInput,
  type SessionUser,
} from '@gabaritei/shared';
import { apiRequest } from '../../api/client';
import { call } from '../../api/call';

/**
 * The auth forms' calls through shared's contract.auth. Only ./api imports this module, and
 * lazily: see there why.
 */

export async function login(input: { email: string; password: string }): Promise<SessionUser> {
  const body = await call(contract.auth.login, { body: input });
  return body.user;
}

export async function register(input: RegisterInput): Promise<string | null> {
  return messageCall(contract.auth.register, { body: input });
}

export async function verifyEmail(token: string): Promise<string | null> {
  return messageCall(contract.auth.verifyEmail, { query: { token } });
}

export async function forgotPassword(email: string): Promise<string | null> {
  return messageCall(contract.auth.forgotPassword, { body: { email } });
}

export async function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<string | null> {
  return messageCall(contract.auth.resetPassword, { body: input });
}

export async function resendVerification(email: string): Promise<string | null> {
  return messageCall(contract.auth.resendVerification, { body: { email } });
}

type MessageRoute = (typeof contract.auth)[
  'register' | 'verifyEmail' | 'forgotPassword' | 'resetPassword' | 'resendVerification'];

/**
 * A loose parse on purpose (routeUrl + apiRequest rather than call): a 2xx already means the
 * account was created, verified or the link sent, so an answer without its message gets the
 * screen's own text (null) instead of failing a step that succeeded.
 */
async function messageCall<R extends MessageRoute>(
  route: R,
  input: RouteInput<R>,
): Promise<string | null> {
  const { query, body } = input as { query?: Record<string, unknown>; body?: unknown };
  const answer = await apiRequest<{ message?: unknown }>(routeUrl(route, {}, query), {
    method: route.method,
    body,
  });
  const message = answer.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
