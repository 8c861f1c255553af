import {
  CATALOGUE_MESSAGES,
  EXAM_ERROR_CODES,
  EXAM_MESSAGES,
  hasExactRole,
  invalidAnswerMessage,
  keyEmbargoMessage,
  type SessionUser,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { isSelfOrAdmin } from '../access/viewer';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors';

/**
 * Reads about a user (mode, active session, has-official): the signed-in user's own by
 * default; someone else's only for an ADMIN.
 */
export function readableUserId(viewer: SessionUser, requested: string | undefined): string {
  if (!requested) return viewer.id;
  if (isSelfOrAdmin(viewer, requested)) return requested;
  throw forbidden(CATALOGUE_MESSAGES.forbiddenUser);
}

/** Writes (start, practice submit) are always the signed-in user's own, ADMIN included. */
export function ownUserId(viewer: SessionUser, requested: string | undefined): string {
  if (requested && requested !== viewer.id) throw forbidden(CATALOGUE_MESSAGES.forbiddenUser);
  return viewer.id;
}

/**
 * Only a STUDENT sits an official attempt: an official result ranks, and a
 * teacher or an admin who can read keys and reports must never appear in a ranking.
 * Practice stays open to every role under its own rules; it never ranks.
 */
export function maySitOfficial(viewer: SessionUser): boolean {
  return hasExactRole(viewer, 'STUDENT');
}

/** The exam's errors, in one place with their statuses and codes. */
export const examErrors = {
  simuladoNotFound: () => notFound(CATALOGUE_MESSAGES.simuladoNotFound),
  /** Unknown, or someone else's: the two are indistinguishable on purpose. */
  sessionNotFound: () => notFound(EXAM_MESSAGES.sessionNotFound),
  noAccess: () => forbidden(EXAM_MESSAGES.noAccess, EXAM_ERROR_CODES.NO_ACCESS),
  officialStudentsOnly: () =>
    forbidden(EXAM_MESSAGES.officialStudentsOnly, EXAM_ERROR_CODES.OFFICIAL_STUDENTS_ONLY),
  notStarted: () => badRequest(EXAM_MESSAGES.notStarted, EXAM_ERROR_CODES.NOT_STARTED),
  examEnded: () => badRequest(EXAM_MESSAGES.examEnded, EXAM_ERROR_CODES.EXAM_ENDED),
  sessionAlreadyActive: () =>
    conflict(EXAM_MESSAGES.sessionAlreadyActive, EXAM_ERROR_CODES.SESSION_ALREADY_ACTIVE),
  alreadySubmitted: () =>
    conflict(EXAM_MESSAGES.alreadySubmitted, EXAM_ERROR_CODES.ALREADY_SUBMITTED),
  officialFirst: () => conflict(EXAM_MESSAGES.officialFirst, EXAM_ERROR_CODES.OFFICIAL_FIRST),
  sessionExpired: () => badRequest(EXAM_MESSAGES.sessionExpired, EXAM_ERROR_CODES.SESSION_EXPIRED),
  questionNotInSimulado: () => badRequest(EXAM_MESSAGES.questionNotInSimulado),
  /** A letter the simulado's format does not take (A–D, A–E or C/E). */
  invalidAnswer: (format: SimuladoFormat) =>
    badRequest(invalidAnswerMessage(format), EXAM_ERROR_CODES.INVALID_ANSWER),
  /** Review of an attempt still running: the key must not leak mid-attempt. */
  stillInProgress: () => conflict(EXAM_MESSAGES.noSubmittedAttempt),
  noSubmittedAttempt: () => notFound(EXAM_MESSAGES.noSubmittedAttempt),
  noQuestions: () => badRequest(EXAM_MESSAGES.noQuestions, EXAM_ERROR_CODES.NO_QUESTIONS),
  /** The key (or a correction, which would reveal it) asked for before it opens. */
  keyEmbargoed: (until: Date) => conflict(keyEmbargoMessage(until), EXAM_ERROR_CODES.KEY_EMBARGOED),
  practiceLimit: (retryAfterSeconds: number) =>
    new AppError(429, EXAM_ERROR_CODES.PRACTICE_LIMIT, EXAM_MESSAGES.practiceLimit, {
      'retry-after': String(retryAfterSeconds),
    }),
};
