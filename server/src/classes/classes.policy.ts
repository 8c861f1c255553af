import { CATALOGUE_MESSAGES, CLASS_MESSAGES as M, type Role } from '@gabaritei/shared';
import { badRequest, conflict, notFound } from '../http/errors';

export const CLASS_ERROR_CODES = {
  CLASS_FULL: 'CLASS_FULL',
  ALREADY_ENROLLED: 'ALREADY_ENROLLED',
  ONLY_STUDENTS: 'ONLY_STUDENTS',
} as const;

/**
 * A class is its teacher's alone. Whether the caller owns it is asked of the database
 * (findTeacherClass, scoped by teacher); the answer for another teacher's class is this
 * same 404 as for an unknown id, so ids cannot be probed.
 */
export const classErrors = {
  classNotFound: () => notFound(M.classNotFound),
  alreadyEnrolled: () => conflict(M.alreadyEnrolled, CLASS_ERROR_CODES.ALREADY_ENROLLED),
  classFull: () => conflict(M.classFull, CLASS_ERROR_CODES.CLASS_FULL),
  studentNotEnrolled: () => notFound(M.studentNotEnrolled),
  simuladoNotFound: () => notFound(CATALOGUE_MESSAGES.simuladoNotFound),
  onlyStudents: () => badRequest(M.onlyStudents, CLASS_ERROR_CODES.ONLY_STUDENTS),
  /** Unknown class, never invited, or already answered: one answer, nothing to probe. */
  invitationNotFound: () => notFound(M.invitationNotFound),
};

/**
 * Only a student account can be invited: enrolling a teacher's or an admin's
 * e-mail — the teacher's own included — would hand that account the class's releases and
 * a place among the students. An e-mail without an account may be invited: whoever signs
 * up with it is a student, and must still accept.
 */
export function mayBeInvited(accountRole: Role | null): boolean {
  return accountRole === null || accountRole === 'STUDENT';
}

/** A class takes students up to its limit. */
export function hasRoomFor(enrolled: number, maxStudents: number): boolean {
  return enrolled < maxStudents;
}
