import { EXAM_ERROR_CODES } from './schemas';

/**
 * What a failed answer save means, and when to try it again: the rule of the client's
 * save queue (client/src/features/exam/save-queue/saveQueue.ts), here so that the cluster smoke
 * (loadtests/cluster) retries failed saves exactly as a browser would.
 */

/** A save the server answered with an error; `null` when no answer came (network, abort). */
export type SaveFailure = { status: number; code?: string | null; message?: string } | null;

/** Why a save queue stops for good: the server finalised the attempt. */
export type SaveClosedReason = 'expired' | 'submitted';

export type SaveFailureAction = 'retry' | SaveClosedReason | 'reject';

/** The client's default back-off ceiling: 1 s, doubled per failure in a row, 30 s at most. */
export const SAVE_RETRY_BACKOFF = { baseMs: 1_000, maxMs: 30_000 } as const;

/**
 * No answer at all (offline, DNS, CORS), a 5xx, a timeout, a rate limit or a lost
 * sign-in are worth retrying; expiry and an attempt already submitted end the queue; any
 * other 4xx is about this one save, which is dropped.
 */
export function saveFailureAction(failure: SaveFailure): SaveFailureAction {
  if (failure === null) return 'retry';
  if (failure.status >= 500 || [401, 408, 429].includes(failure.status)) return 'retry';
  if (isExpiredFailure(failure)) return 'expired';
  if (failure.code === EXAM_ERROR_CODES.ALREADY_SUBMITTED || failure.status === 409) {
    return 'submitted';
  }
  return 'reject';
}

/** PRODUCT §8: a 400 whose message mentions expiry, or the contract's code. */
export function isExpiredFailure(failure: SaveFailure): boolean {
  return (
    failure !== null &&
    (failure.code === EXAM_ERROR_CODES.SESSION_EXPIRED ||
      (failure.status === 400 && /expired/i.test(failure.message ?? '')))
  );
}

/** The longest wait before the `attempt`-th retry in a row (1 for the first). */
export function saveRetryCeilingMs(
  attempt: number,
  backoff: { baseMs: number; maxMs: number } = SAVE_RETRY_BACKOFF,
): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** (Math.max(1, attempt) - 1));
}

/**
 * How long to wait before the `attempt`-th retry in a row: "full jitter", a uniform draw
 * between 0 and the doubling ceiling. Candidates that failed together (an outage, a
 * restart) then retry spread over the ceiling instead of in lockstep, which would hit the
 * recovering server with all of them at once, again and again. `random` in [0, 1).
 */
export function saveRetryDelayMs(
  attempt: number,
  backoff: { baseMs: number; maxMs: number } = SAVE_RETRY_BACKOFF,
  random: () => number = Math.random,
): number {
  return Math.floor(random() * saveRetryCeilingMs(attempt, backoff));
}

/**
 * A submit's or a start's back-off: both are idempotent on the server (a repeated submit
 * answers with the session's one result, a repeated start resumes the session), so the
 * client resends them until an answer comes. A shorter ceiling than a save's: the
 * candidate is waiting on this one, in front of 'Enviando…'.
 */
export const EXAM_CALL_RETRY_BACKOFF = { baseMs: 1_000, maxMs: 10_000 } as const;

/** Retries of one submit or start before the client says it failed (about 2 minutes). */
export const EXAM_CALL_RETRIES = 20;

/**
 * A submit or start failure a resend may cure: no answer at all (an instance died, the
 * network dropped), a 5xx (a database or Redis outage is a 503), a timeout or a rate
 * limit. Any other 4xx is the server's final word (expired, not hers, submitted).
 */
export function isRetryableExamCall(failure: SaveFailure): boolean {
  return failure === null || failure.status >= 500 || [408, 429].includes(failure.status);
}
