import type { BulkEnrolmentSummary } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import {
  countStudents,
  findAccountRole,
  insertEnrolment,
  isEnrolled,
  type ClassRow,
} from './classes.repository';
import { hasRoomFor, mayBeInvited } from './classes.policy';

/** What one e-mail became: the keys of the bulk summary, `invalid` aside. */
export type EnrolOutcome = Exclude<keyof BulkEnrolmentSummary, 'invalid'>;

/**
 * Invites one (normalised) e-mail into a class whose row the caller holds locked, so the
 * seats are counted one enrolment after the other. The order of the checks is the order of
 * the answers: not a student first, then already there, then no room left.
 */
export async function enrolLocked(
  trx: DbOrTx,
  klass: ClassRow,
  email: string,
  now: Date,
): Promise<EnrolOutcome> {
  const role = await findAccountRole(trx, email);
  if (!mayBeInvited(role)) return 'notStudents';
  if (await isEnrolled(trx, klass.id, email)) return 'alreadyThere';
  if (!hasRoomFor(await countStudents(trx, klass.id), klass.max_students)) return 'noRoom';
  if (!(await insertEnrolment(trx, { classId: klass.id, email, now }))) return 'alreadyThere';
  // A student with an account sees the invitation in the app; the others get an e-mail.
  return role === null ? 'invited' : 'added';
}

export function emptySummary(): BulkEnrolmentSummary {
  return { added: [], invited: [], alreadyThere: [], invalid: [], notStudents: [], noRoom: [] };
}
