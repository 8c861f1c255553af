import { ROLES, type RegisterInput, type SessionUser } from '@gabaritei/shared';
import { ApiError, api } from '../../api/client';

/** The auth endpoints of PRODUCT §7 (paths fixed with the server team). */

type MessageBody = { message?: unknown };

/** The signed-in user, or null when the session cookie is missing or expired (401). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return toSessionUser(await api.get('/api/auth/me', signal));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(input: { email: string; password: string }): Promise<SessionUser> {
  const body = await api.post<{ user: unknown }>('/api/auth/login', input);
  return toSessionUser(body.user);
}

export async function logout(): Promise<void> {
  await api.post('/api/auth/logout');
}

export async function register(input: RegisterInput): Promise<string | null> {
  return messageOf(await api.post<MessageBody>('/api/auth/register', input));
}

export async function verifyEmail(token: string): Promise<string | null> {
  const query = new URLSearchParams({ token });
  return messageOf(await api.get<MessageBody>(`/api/auth/verify-email?${query.toString()}`));
}

export async function forgotPassword(email: string): Promise<string | null> {
  return messageOf(await api.post<MessageBody>('/api/auth/forgot-password', { email }));
}

export async function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<string | null> {
  return messageOf(await api.post<MessageBody>('/api/auth/reset-password', input));
}

export async function resendVerification(email: string): Promise<string | null> {
  return messageOf(await api.post<MessageBody>('/api/auth/resend-verification', { email }));
}

/**
 * Checks the session user by hand rather than with sessionUserSchema: the me call runs on
 * every page, and zod would otherwise weigh on the landing's bundle (issue 9). zod/mini was
 * measured too (issue 13): its core is shared with the lazy chunks' full zod, so the bundler
 * hoists all of it (15.1 kB gzip -9) next to the entry, and the landing's JavaScript went
 * from 140.5 kB to 156.3 kB, over the 150 kB budget.
 */
function toSessionUser(value: unknown): SessionUser {
  const user = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const { id, name, email, role } = user;
  if (
    typeof id !== 'string' ||
    typeof name !== 'string' ||
    typeof email !== 'string' ||
    !ROLES.some((known) => known === role)
  ) {
    throw new Error('Resposta inesperada do servidor.');
  }
  return { id, name, email, role: role as SessionUser['role'] };
}

function messageOf(body: MessageBody): string | null {
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
}
