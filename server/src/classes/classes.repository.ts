import type { Selectable } from 'kysely';
import type { ClassMemberStatus, Role } from '@gabaritei/shared';
import type { ClassesTable, DbOrTx } from '../db/database';

export type ClassRow = Selectable<ClassesTable>;

/** A class with its enrolments (e-mail, status, whether an account has it) and releases. */
export type ClassWithMembers = ClassRow & {
  students: {
    email: string;
    name: string | null;
    status: ClassMemberStatus;
    hasAccount: boolean;
  }[];
  simuladoIds: string[];
};

export async function insertClass(
  db: DbOrTx,
  values: { teacherId: string; name: string; maxStudents: number; now: Date },
): Promise<ClassRow> {
  return db
    .insertInto('classes')
    .values({
      teacher_id: values.teacherId,
      name: values.name,
      max_students: values.maxStudents,
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The class when it belongs to the teacher, else null (someone else's class and an unknown
 * id are the same answer). `lock` holds the row until the transaction ends, so concurrent
 * enrolments count the class's students one after the other.
 */
export async function findTeacherClass(
  db: DbOrTx,
  teacherId: string,
  classId: string,
  options: { lock?: boolean } = {},
): Promise<ClassRow | null> {
  let query = db
    .selectFrom('classes')
    .selectAll()
    .where('id', '=', classId)
    .where('teacher_id', '=', teacherId);
  if (options.lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/** The teacher's classes, newest first, with their members and releases. */
export async function listTeacherClasses(
  db: DbOrTx,
  teacherId: string,
): Promise<ClassWithMembers[]> {
  const classes = await db
    .selectFrom('classes')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withMembers(db, classes);
}

/** Adds members and releases to class rows: two queries whatever the number of classes. */
export async function withMembers(db: DbOrTx, classes: ClassRow[]): Promise<ClassWithMembers[]> {
  if (classes.length === 0) return [];
  const ids = classes.map((row) => row.id);
  const [students, releases] = await Promise.all([
    db
      .selectFrom('class_students')
      .leftJoin('users', 'users.email', 'class_students.email')
      .select([
        'class_students.class_id',
        'class_students.email',
        'class_students.status',
        'users.id as user_id',
        'users.name as user_name',
      ])
      .where('class_students.class_id', 'in', ids)
      .orderBy('class_students.added_at', 'asc')
      .orderBy('class_students.email', 'asc')
      .execute(),
    db
      .selectFrom('class_simulados')
      .select(['class_id', 'simulado_id'])
      .where('class_id', 'in', ids)
      .orderBy('released_at', 'asc')
      .orderBy('simulado_id', 'asc')
      .execute(),
  ]);
  return classes.map((row) => ({
    ...row,
    students: students
      .filter((s) => s.class_id === row.id)
      .map((s) => ({
        email: s.email,
        name: s.user_name,
        status: s.status,
        hasAccount: s.user_id !== null,
      })),
    simuladoIds: releases.filter((r) => r.class_id === row.id).map((r) => r.simulado_id),
  }));
}

export async function countStudents(db: DbOrTx, classId: string): Promise<number> {
  const row = await db
    .selectFrom('class_students')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isEnrolled(db: DbOrTx, classId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('class_students')
    .select('email')
    .where('class_id', '=', classId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** False when the e-mail was enrolled meanwhile (the primary key decides). */
export async function insertEnrolment(
  db: DbOrTx,
  values: { classId: string; email: string; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('class_students')
    .values({ class_id: values.classId, email: values.email, added_at: values.now })
    .onConflict((oc) => oc.columns(['class_id', 'email']).doNothing())
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteEnrolment(
  db: DbOrTx,
  classId: string,
  email: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('class_students')
    .where('class_id', '=', classId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Releasing twice is one row: the first release date stays. */
export async function insertRelease(
  db: DbOrTx,
  values: { classId: string; simuladoId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('class_simulados')
    .values({ class_id: values.classId, simulado_id: values.simuladoId, released_at: values.now })
    .onConflict((oc) => oc.columns(['class_id', 'simulado_id']).doNothing())
    .execute();
}

/** The role of the account with this (lower-case) e-mail, or null when there is none. */
export async function findAccountRole(db: DbOrTx, email: string): Promise<Role | null> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.role ?? null;
}
