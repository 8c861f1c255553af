import { REPORT_MESSAGES, hasExactRole, type SessionUser } from '@gabaritei/shared';
import { isSelfOrAdmin } from '../access/viewer';
import { conflict, forbidden, notFound, serviceUnavailable } from '../http/errors';

export const REPORT_NOT_READY = 'REPORT_NOT_READY';

/** Which of a student's reports a viewer reads: all of them, or those of some simulados. */
export type ReportScope = { all: true } | { all: false; simuladoIds: ReadonlySet<string> };

/**
 * Who reads a student's reports: the student and an ADMIN, all of them; a TEACHER, only
 * for a student who ACCEPTED an invitation to one of the teacher's classes, and only the
 * simulados released to such a class (a report prints the key, and enrolling
 * someone must not open their every attempt). Null: nothing. The class look-up is passed
 * in, and asked only for a teacher.
 */
export async function reportScopeOf(
  viewer: SessionUser,
  studentId: string,
  teacherReleases: (teacherId: string, studentId: string) => Promise<string[]>,
): Promise<ReportScope | null> {
  if (isSelfOrAdmin(viewer, studentId)) return { all: true };
  if (!hasExactRole(viewer, 'TEACHER')) return null;
  const released = await teacherReleases(viewer.id, studentId);
  return released.length > 0 ? { all: false, simuladoIds: new Set(released) } : null;
}

export function scopeCovers(scope: ReportScope, simuladoId: string): boolean {
  return scope.all || scope.simuladoIds.has(simuladoId);
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
