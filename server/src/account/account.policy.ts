import { ACCOUNT_MESSAGES as M, AUTH_MESSAGES } from '@gabaritei/shared';
import type { UserRow } from '../db/database';
import { badRequest, conflict, unauthorized } from '../http/errors';

export const ACCOUNT_ERROR_CODES = {
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  LAST_ADMIN: 'LAST_ADMIN',
} as const;

/** Every /api/me route is the signed-in person's own: a vanished account is signed out. */
export function assertAccount<T>(account: T | null): T {
  if (!account) throw unauthorized(AUTH_MESSAGES.unauthenticated);
  return account;
}

/** 400, not 401: the person is signed in; they typed the wrong password in a form. */
export function assertPasswordMatches(matches: boolean, message: string = M.wrongPassword) {
  if (!matches) throw badRequest(message, ACCOUNT_ERROR_CODES.WRONG_PASSWORD);
}

/** The last administrator cannot delete themselves: someone must keep the back office. */
export function assertNotLastAdmin(user: Pick<UserRow, 'role'>, adminCount: number): void {
  if (user.role === 'ADMIN' && adminCount <= 1)
    throw conflict(M.lastAdmin, ACCOUNT_ERROR_CODES.LAST_ADMIN);
}
