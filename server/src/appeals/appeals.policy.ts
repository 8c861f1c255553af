import {
  APPEAL_MESSAGES as M,
  invalidAnswerMessage,
  type AppealStatus,
  type SimuladoFormat,
} from '@gabaritei/shared';
import type { KeyChangeKind } from '../db/database';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';

export const APPEAL_ERROR_CODES = {
  OUTSIDE_WINDOW: 'APPEALS_CLOSED',
  NO_OFFICIAL_ATTEMPT: 'NO_OFFICIAL_ATTEMPT',
  DUPLICATE: 'APPEAL_DUPLICATE',
  WINDOW_BEFORE_END: 'APPEALS_WINDOW_BEFORE_END',
  ALREADY_ANNULLED: 'QUESTION_ANNULLED',
  SAME_KEY: 'SAME_KEY',
  INVALID_KEY: 'INVALID_ANSWER',
} as const;

export const appealErrors = {
  simuladoNotFound: () => notFound(M.simuladoNotFound),
  questionNotFound: () => notFound(M.questionNotFound),
  outsideWindow: () => badRequest(M.outsideWindow, APPEAL_ERROR_CODES.OUTSIDE_WINDOW),
  noOfficialAttempt: () => forbidden(M.noOfficialAttempt, APPEAL_ERROR_CODES.NO_OFFICIAL_ATTEMPT),
  duplicate: () => conflict(M.duplicate, APPEAL_ERROR_CODES.DUPLICATE),
  windowNeedsEnd: () => badRequest(M.windowNeedsEnd, APPEAL_ERROR_CODES.WINDOW_BEFORE_END),
  windowBeforeEnd: () => badRequest(M.windowBeforeEnd, APPEAL_ERROR_CODES.WINDOW_BEFORE_END),
  alreadyAnnulled: () => conflict(M.alreadyAnnulled, APPEAL_ERROR_CODES.ALREADY_ANNULLED),
  sameKey: () => conflict(M.sameKey, APPEAL_ERROR_CODES.SAME_KEY),
  /** A key the simulado's format does not take (E on A–D, A on Certo/Errado). */
  keyOutsideFormat: (format: SimuladoFormat) =>
    badRequest(invalidAnswerMessage(format), APPEAL_ERROR_CODES.INVALID_KEY),
};

/**
 * The window opens when the simulado ends (appeals are against the preliminary key,
 * published then) and closes at `appealsUntil`, inclusive. No end date or no
 * `appealsUntil`: no appeals.
 */
export function isAppealWindowOpen(
  simulado: { end_date: Date | null; appeals_until: Date | null },
  now: Date,
): boolean {
  if (!simulado.end_date || !simulado.appeals_until) return false;
  const t = now.getTime();
  return t >= simulado.end_date.getTime() && t <= simulado.appeals_until.getTime();
}

/** An admin may only set a window that ends after the simulado does. */
export function assertWindowAfterEnd(endDate: Date | null, appealsUntil: Date | null): void {
  if (appealsUntil === null) return;
  if (!endDate) throw appealErrors.windowNeedsEnd();
  if (appealsUntil.getTime() <= endDate.getTime()) throw appealErrors.windowBeforeEnd();
}

/** The answer an appeal gets from the latest decision on its question. */
export function appealStatusOf(kind: KeyChangeKind | null): AppealStatus {
  if (kind === 'ANNUL') return 'ANNULLED';
  if (kind === 'CHANGE_KEY') return 'KEY_CHANGED';
  if (kind === 'REJECT') return 'REJECTED';
  return 'PENDING';
}
