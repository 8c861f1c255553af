import type { Logger } from 'pino';
import {
  normaliseEmail,
  type BulkEnrolmentResult,
  type ClassDetail,
  type ClassInfo,
  type ClassRanking,
  type SessionUser,
  type TeacherDashboard,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import type { JobProducer } from '../jobs/types';
import type { MailJobs } from '../mail/mail.jobs';
import { classInvitationEmail, classInvitationToAccountEmail } from '../mail/templates/classes';
import { findOpenSimulado } from '../simulados/simulados.repository';
import {
  listClassAttempts,
  listClassMembers,
  listReleasedSimulados,
} from './class-results.repository';
import {
  deleteEnrolment,
  findTeacherClass,
  insertClass,
  insertRelease,
  listTeacherClasses,
  withMembers,
  type ClassRow,
} from './classes.repository';
import { enrolLocked, emptySummary } from './classes.enrolment';
import { classErrors } from './classes.policy';
import { presentClass, presentClassRanking, presentClassResults } from './classes.presenter';

export type ClassServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<MailJobs>;
  publicUrl: string;
  logger: Pick<Logger, 'info' | 'error'>;
};

type Teacher = Pick<SessionUser, 'id' | 'name'>;

const { classNotFound } = classErrors;

/**
 * A teacher's classes: creation, enrolment by e-mail — an invitation the student accepts
 * or declines in 'Minhas Turmas'; an e-mail without an account stays pending and becomes
 * that invitation once someone registers with it — releases and the results of the
 * members who accepted. Every call is scoped to the calling teacher: another teacher's
 * class is a 404, like an unknown id.
 */
export function createClassService({ db, clock, jobs, publicUrl, logger }: ClassServiceDeps) {
  async function ownClass(teacher: Teacher, classId: string, trx: DbOrTx = db) {
    const row = await findTeacherClass(trx, teacher.id, classId);
    if (!row) throw classNotFound();
    return row;
  }

  async function present(row: ClassRow, trx: DbOrTx = db): Promise<ClassInfo> {
    const [withAll] = await withMembers(trx, [row]);
    return presentClass(withAll!);
  }

  /**
   * The invitation e-mail: to sign up (no account yet) or, for a student with an account,
   * to accept it in 'Minhas Turmas' — an invitation nobody hears of goes unseen.
   */
  async function invite(
    teacher: Teacher,
    className: string,
    email: string,
    hasAccount = false,
  ): Promise<void> {
    const message = hasAccount
      ? classInvitationToAccountEmail({
          teacherName: teacher.name,
          className,
          link: `${publicUrl}/#/minhas-turmas`,
        })
      : classInvitationEmail({
          teacherName: teacher.name,
          className,
          // The sign-up form reads the e-mail from the link, so the invitee need not type it.
          link: `${publicUrl}/#/create-account?email=${encodeURIComponent(email)}`,
        });
    try {
      await jobs.enqueue('mail.send', { to: email, ...message });
    } catch (error) {
      // The enrolment stands; the teacher can tell the student to sign up.
      logger.error({ err: error }, 'could not enqueue a class invitation');
    }
  }

  return {
    async list(teacher: Teacher): Promise<ClassInfo[]> {
      return (await listTeacherClasses(db, teacher.id)).map(presentClass);
    },

    async dashboard(teacher: Teacher): Promise<TeacherDashboard> {
      const classes = (await listTeacherClasses(db, teacher.id)).map(presentClass);
      return {
        totalClasses: classes.length,
        totalStudents: new Set(classes.flatMap((c) => c.students)).size,
        totalReleases: classes.reduce((sum, c) => sum + c.simulados.length, 0),
        classes,
      };
    },

    async create(teacher: Teacher, input: { name: string; maxStudents: number }) {
      const row = await insertClass(db, { teacherId: teacher.id, ...input, now: clock.now() });
      logger.info({ classId: row.id, teacherId: teacher.id }, 'class created');
      return present(row);
    },

    async get(teacher: Teacher, classId: string): Promise<ClassInfo> {
      return present(await ownClass(teacher, classId));
    },

    async detail(teacher: Teacher, classId: string): Promise<ClassDetail> {
      const row = await ownClass(teacher, classId);
      const [info, members, released, attempts] = await Promise.all([
        present(row),
        listClassMembers(db, classId),
        listReleasedSimulados(db, classId),
        listClassAttempts(db, classId),
      ]);
      return { ...info, results: presentClassResults(members, released, attempts) };
    },

    /**
     * Invites an e-mail (already trimmed and lower-cased by the schema). The class row is
     * locked meanwhile, so two enrolments racing for the last seat cannot both win. A
     * duplicate is reported before a full class: it is the more useful answer.
     */
    async addStudent(teacher: Teacher, classId: string, email: string): Promise<ClassInfo> {
      const { row, outcome } = await db.transaction().execute(async (trx) => {
        const locked = await findTeacherClass(trx, teacher.id, classId, { lock: true });
        if (!locked) throw classNotFound();
        return { row: locked, outcome: await enrolLocked(trx, locked, email, clock.now()) };
      });
      if (outcome === 'notStudents') throw classErrors.onlyStudents();
      if (outcome === 'alreadyThere') throw classErrors.alreadyEnrolled();
      if (outcome === 'noRoom') throw classErrors.classFull();
      if (outcome === 'invited') await invite(teacher, row.name, email);
      if (outcome === 'added') await invite(teacher, row.name, email, true);
      return present(row);
    },

    /**
     * Invites a pasted list: each candidate is validated on its own and the
     * answer says what became of every one, so one typo does not lose the other 39. All
     * under one lock of the class row, like a single enrolment.
     */
    async addStudents(
      teacher: Teacher,
      classId: string,
      candidates: string[],
    ): Promise<BulkEnrolmentResult> {
      const summary = emptySummary();
      const row = await db.transaction().execute(async (trx) => {
        const locked = await findTeacherClass(trx, teacher.id, classId, { lock: true });
        if (!locked) throw classNotFound();
        const now = clock.now();
        const seen = new Set<string>();
        for (const candidate of candidates) {
          const email = normaliseEmail(candidate);
          if (email === null) summary.invalid.push(candidate.trim());
          else if (seen.has(email)) continue;
          else {
            seen.add(email);
            summary[await enrolLocked(trx, locked, email, now)].push(email);
          }
        }
        return locked;
      });
      for (const email of summary.invited) await invite(teacher, row.name, email);
      for (const email of summary.added) await invite(teacher, row.name, email, true);
      logger.info(
        { classId, teacherId: teacher.id, invited: summary.added.length + summary.invited.length },
        'students invited in bulk',
      );
      return { class: await present(row), summary };
    },

    /**
     * Ends the enrolment. Access to the class's simulados goes with it, except those the
     * student already started (see hasAccess); results are never touched.
     */
    async removeStudent(teacher: Teacher, classId: string, email: string): Promise<ClassInfo> {
      const row = await ownClass(teacher, classId);
      const normalised = email.trim().toLowerCase();
      if (!(await deleteEnrolment(db, classId, normalised))) throw classErrors.studentNotEnrolled();
      return present(row);
    },

    /** Idempotent: releasing again changes nothing and answers the same class. */
    async release(teacher: Teacher, classId: string, simuladoId: string): Promise<ClassInfo> {
      const row = await ownClass(teacher, classId);
      if (!(await findOpenSimulado(db, simuladoId))) throw classErrors.simuladoNotFound();
      await insertRelease(db, { classId, simuladoId, now: clock.now() });
      return present(row);
    },

    /** The live ranking of the class for one released simulado (the projector view). */
    async ranking(teacher: Teacher, classId: string, simuladoId: string): Promise<ClassRanking> {
      await ownClass(teacher, classId);
      const [simulado] = await listReleasedSimulados(db, classId, simuladoId);
      if (!simulado) throw classErrors.simuladoNotFound();
      const [members, attempts] = await Promise.all([
        listClassMembers(db, classId),
        listClassAttempts(db, classId, simuladoId),
      ]);
      return presentClassRanking(simulado, members, attempts);
    },
  };
}

export type ClassService = ReturnType<typeof createClassService>;
