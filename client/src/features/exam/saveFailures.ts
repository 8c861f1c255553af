import { EXAM_ERROR_CODES } from '@gabaritei/shared';
import { ApiError } from '../../api/client';

/**
 * What a failed answer save means for its queue: retry, drop this one save, or stop for
 * good because the server finalised the attempt.
 */

/** Why a queue stopped for good: the server finalised the attempt (time up, or submitted). */
export type ClosedReason = 'expired' | 'submitted';

export class SessionClosedError extends Error {
  override readonly name = 'SessionClosedError';
  constructor(
    readonly reason: ClosedReason,
    readonly serverError: ApiError | null,
  ) {
    super(serverError?.message ?? reason);
  }
}

/**
 * What a failed save means. No answer at all (offline, DNS, CORS), a 5xx, a timeout, a rate
 * limit or a lost sign-in are worth retrying; expiry and an attempt already submitted end
 * the queue; any other 4xx is about this one save.
 */
export function classify(error: unknown): 'retry' | ClosedReason | 'reject' {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return 'retry';
  if (isExpiredError(error)) return 'expired';
  if (error.code === EXAM_ERROR_CODES.ALREADY_SUBMITTED || error.status === 409) return 'submitted';
  return 'reject';
}

/** PRODUCT §8: a 400 whose message mentions expiry, or the contract's code. */
export function isExpiredError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === EXAM_ERROR_CODES.SESSION_EXPIRED ||
      (error.status === 400 && /expired/i.test(error.message)))
  );
}
