import { ADMIN_MESSAGES as M, type SessionUser } from '@gabaritei/shared';
import type { UserRow } from '../db/database';
import { conflict } from '../http/errors';

export const ADMIN_ERROR_CODES = {
  SELF_DELETION: 'SELF_DELETION',
  LAST_ADMIN: 'LAST_ADMIN',
  SIMULADO_HAS_ATTEMPTS: 'SIMULADO_HAS_ATTEMPTS',
  CSV_INVALID: 'CSV_INVALID',
} as const;

/** An administrator never deletes their own account: 409, so the back office keeps a keeper. */
export function assertNotSelf(actor: SessionUser, userId: string): void {
  if (actor.id === userId) throw conflict(M.cannotDeleteSelf, ADMIN_ERROR_CODES.SELF_DELETION);
}

/** The last administrator stays: 409. `adminCount` is read under lock by the caller. */
export function assertNotLastAdmin(user: Pick<UserRow, 'role'>, adminCount: number): void {
  if (user.role === 'ADMIN' && adminCount <= 1)
    throw conflict(M.cannotDeleteLastAdmin, ADMIN_ERROR_CODES.LAST_ADMIN);
}
