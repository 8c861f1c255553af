import type { ClassMemberStatus } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';

/** One enrolment of the student, with its class and the teacher's name. */
export type MyClassRow = {
  class_id: string;
  name: string;
  teacher_name: string;
  status: ClassMemberStatus;
  added_at: Date;
};

export type MyReleaseRow = { class_id: string; simulado_id: string; title: string };

/**
 * The student's pending and accepted enrolments (declined ones are the student's own
 * answer and are not shown again), newest invitation first. Matched by e-mail, like every
 * enrolment: a pending e-mail becomes an invitation the moment its account exists.
 */
export async function listMyEnrolments(db: DbOrTx, email: string): Promise<MyClassRow[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .innerJoin('users as teacher', 'teacher.id', 'classes.teacher_id')
    .select([
      'class_students.class_id',
      'classes.name',
      'teacher.name as teacher_name',
      'class_students.status',
      'class_students.added_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['class_students.email']), '=', email))
    .where('class_students.status', 'in', ['INVITED', 'ACCEPTED'])
    .orderBy('class_students.added_at', 'desc')
    .orderBy('classes.name', 'asc')
    .execute();
}

/** The simulados released to these classes and not archived, oldest release first. */
export async function listReleases(db: DbOrTx, classIds: string[]): Promise<MyReleaseRow[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('class_simulados')
    .innerJoin('simulados', 'simulados.id', 'class_simulados.simulado_id')
    .select(['class_simulados.class_id', 'class_simulados.simulado_id', 'simulados.title'])
    .where('class_simulados.class_id', 'in', classIds)
    .where('simulados.archived_at', 'is', null)
    .orderBy('class_simulados.released_at', 'asc')
    .orderBy('simulados.title', 'asc')
    .execute();
}

/**
 * Moves the student's enrolment from one of `from` to `to`; false when there is no such
 * enrolment in one of those states (unknown class, not invited, or already answered).
 */
export async function answerInvitation(
  db: DbOrTx,
  values: {
    classId: string;
    email: string;
    from: ClassMemberStatus[];
    to: ClassMemberStatus;
    now: Date;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('class_students')
    .set({ status: values.to, responded_at: values.now })
    .where('class_id', '=', values.classId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', values.email))
    .where('status', 'in', values.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the student's enrolment in the class is already in this state. */
export async function hasEnrolmentIn(
  db: DbOrTx,
  values: { classId: string; email: string; status: ClassMemberStatus },
): Promise<boolean> {
  const row = await db
    .selectFrom('class_students')
    .select('class_id')
    .where('class_id', '=', values.classId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', values.email))
    .where('status', '=', values.status)
    .executeTakeFirst();
  return row !== undefined;
}
