import { isExpiredFailure, saveFailureAction, type SaveClosedReason } from '@gabaritei/shared';
import { ApiError } from '../../../api/client';

/**
 * What a failed answer save means for its queue: retry, drop this one save, or stop for
 * good because the server finalised the attempt.
 */

/** Why a queue stopped for good: the server finalised the attempt (time up, or submitted). */
export type ClosedReason = SaveClosedReason;

export class SessionClosedError extends Error {
  override readonly name = 'SessionClosedError';
  constructor(
    readonly reason: ClosedReason,
    readonly serverError: ApiError | null,
  ) {
    super(serverError?.message ?? reason);
  }
}

/** What a failed save means: the shared rule (shared/src/exam/save-retry.ts) on an ApiError. */
export function classify(error: unknown): 'retry' | ClosedReason | 'reject' {
  return saveFailureAction(error instanceof ApiError ? error : null);
}

/** PRODUCT §8: a 400 whose message mentions expiry, or the contract's code. */
export function isExpiredError(error: unknown): boolean {
  return error instanceof ApiError && isExpiredFailure(error);
}
