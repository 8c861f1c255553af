import { REPORT_MESSAGES, hasExactRole, type SessionUser } from '@gabaritei/shared';
import { isSelfOrAdmin } from '../access/viewer';
import { conflict, forbidden, notFound, serviceUnavailable } from '../http/errors';

export const REPORT_NOT_READY = 'REPORT_NOT_READY';

/**
 * Who reads a student's reports: the student, an ADMIN, or a TEACHER with the student in
 * one of their classes. The class look-up is passed in, and asked only for a teacher.
 */
export async function canReadReportsOf(
  viewer: SessionUser,
  studentId: string,
  teacherHasStudent: (teacherId: string, studentId: string) => Promise<boolean>,
): Promise<boolean> {
  if (isSelfOrAdmin(viewer, studentId)) return true;
  return hasExactRole(viewer, 'TEACHER') && teacherHasStudent(viewer.id, studentId);
}

/** The reports' errors, in one place with their statuses and codes. */
export const reportErrors = {
  forbidden: () => forbidden(REPORT_MESSAGES.forbidden),
  notFound: () => notFound(REPORT_MESSAGES.notFound),
  notReady: () => conflict(REPORT_MESSAGES.notReady, REPORT_NOT_READY),
  browserUnavailable: () =>
    serviceUnavailable(REPORT_MESSAGES.browserUnavailable, 'BROWSER_UNAVAILABLE'),
  renderFailed: () => serviceUnavailable(REPORT_MESSAGES.renderFailed),
};
