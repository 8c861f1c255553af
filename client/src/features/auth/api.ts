import { ROLES, authSessionRoutes, type RegisterInput, type SessionUser } from '@gabaritei/shared';
import { ApiError, apiRequest } from '../../api/client';

/**
 * shared's contract.auth. This module is on the landing's entry (the session's user on every
 * page, sign-out in the header), and contract.auth's zod schemas would pull all of zod there:
 * the two session calls use the schema-free authSessionRoutes and check the user by hand,
 * and the forms' calls load ./formCalls (typed contract calls) the first time they run.
 */

const formCalls = () => import('./formCalls');

/** The signed-in user, or null when the session cookie is missing or expired (401). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { method, path } = authSessionRoutes.me;
  try {
    return toSessionUser(await apiRequest(path, { method, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function logout(): Promise<void> {
  const { method, path } = authSessionRoutes.logout;
  await apiRequest(path, { method });
}

export async function login(input: { email: string; password: string }): Promise<SessionUser> {
  return (await formCalls()).login(input);
}

export async function register(input: RegisterInput): Promise<string | null> {
  return (await formCalls()).register(input);
}

export async function verifyEmail(token: string): Promise<string | null> {
  return (await formCalls()).verifyEmail(token);
}

export async function forgotPassword(email: string): Promise<string | null> {
  return (await formCalls()).forgotPassword(email);
}

export async function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<string | null> {
  return (await formCalls()).resetPassword(input);
}

export async function resendVerification(email: string): Promise<string | null> {
  return (await formCalls()).resendVerification(email);
}

/**
 * Checks the session user by hand rather than with sessionUserSchema: the me call runs on
 * every page, and zod would otherwise weigh on the landing's bundle. zod/mini was measured
 * too: its core is shared with the lazy chunks' full zod, so the bundler hoists all of it
 * (15.1 kB gzip -9) next to the entry, and the landing's JavaScript went from 140.5 kB to
 * 156.3 kB, over the 150 kB budget.
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
