import type { Logger } from 'pino';
import type { MyClasses, SessionUser } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { classErrors } from './classes.policy';
import { presentMyClasses } from './classes.presenter';
import {
  answerInvitation,
  hasEnrolmentIn,
  listMyEnrolments,
  listReleases,
} from './my-classes.repository';

export type MyClassServiceDeps = {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, 'info'>;
};

type Student = Pick<SessionUser, 'id' | 'email'>;

/**
 * 'Minhas Turmas': the student's side of an enrolment. An invitation grants
 * nothing until it is accepted here; declining ends it (the teacher may remove the e-mail
 * and invite again). Answering twice the same way is a no-op, so a retried click is fine.
 */
export function createMyClassService({ db, clock, logger }: MyClassServiceDeps) {
  async function list(student: Student): Promise<MyClasses> {
    const email = student.email.trim().toLowerCase();
    const rows = await listMyEnrolments(db, email);
    const accepted = rows.filter((r) => r.status === 'ACCEPTED').map((r) => r.class_id);
    return presentMyClasses(rows, await listReleases(db, accepted));
  }

  async function answer(
    student: Student,
    classId: string,
    to: 'ACCEPTED' | 'DECLINED',
  ): Promise<MyClasses> {
    const email = student.email.trim().toLowerCase();
    const moved = await answerInvitation(db, {
      classId,
      email,
      from: ['INVITED'],
      to,
      now: clock.now(),
    });
    if (!moved && !(await hasEnrolmentIn(db, { classId, email, status: to })))
      throw classErrors.invitationNotFound();
    if (moved)
      logger.info({ classId, userId: student.id, status: to }, 'class invitation answered');
    return list(student);
  }

  return {
    list,
    accept: (student: Student, classId: string) => answer(student, classId, 'ACCEPTED'),
    decline: (student: Student, classId: string) => answer(student, classId, 'DECLINED'),
  };
}

export type MyClassService = ReturnType<typeof createMyClassService>;
