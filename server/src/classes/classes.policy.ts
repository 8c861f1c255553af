import { CATALOGUE_MESSAGES, CLASS_MESSAGES as M } from '@gabaritei/shared';
import { conflict, notFound } from '../http/errors';

export const CLASS_ERROR_CODES = {
  CLASS_FULL: 'CLASS_FULL',
  ALREADY_ENROLLED: 'ALREADY_ENROLLED',
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
};

/** A class takes students up to its limit. */
export function hasRoomFor(enrolled: number, maxStudents: number): boolean {
  return enrolled < maxStudents;
}
