import { contract, type RegisterInput, type SessionUser } from '@gabaritei/shared';
import { ApiError } from '../../api/client';
import { call } from '../../api/call';

/** shared's contract.auth. */

type MessageBody = { message?: unknown };

/** The signed-in user, or null when the session cookie is missing or expired (401). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await call(contract.auth.me, {}, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function login(input: { email: string; password: string }): Promise<SessionUser> {
  const body = await call(contract.auth.login, { body: input });
  return body.user;
}

export async function logout(): Promise<void> {
  await call(contract.auth.logout, {});
}

export async function register(input: RegisterInput): Promise<string | null> {
  return messageOf(await call(contract.auth.register, { body: input }));
}

export async function verifyEmail(token: string): Promise<string | null> {
  return messageOf(await call(contract.auth.verifyEmail, { query: { token } }));
}

export async function forgotPassword(email: string): Promise<string | null> {
  return messageOf(await call(contract.auth.forgotPassword, { body: { email } }));
}

export async function resetPassword(input: {
  token: string;
  newPassword: string;
}): Promise<string | null> {
  return messageOf(await call(contract.auth.resetPassword, { body: input }));
}

export async function resendVerification(email: string): Promise<string | null> {
  return messageOf(await call(contract.auth.resendVerification, { body: { email } }));
}

function messageOf(body: MessageBody): string | null {
  return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
}
