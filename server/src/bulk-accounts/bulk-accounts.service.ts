import type { Logger } from 'pino';
import {
  BULK_ACCOUNTS_MAX_BYTES,
  BULK_ACCOUNTS_MESSAGES as M,
  ERROR_CODES,
  type BulkAccountsImportInput,
  type BulkAccountsReport,
} from '@gabaritei/shared';
import type { AuthJobs } from '../auth/auth.jobs';
import { dummyPasswordHash } from '../auth/password';
import { insertUser, listExistingEmails } from '../auth/users.repository';
import type { ClassService } from '../classes/classes.service';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError, badRequest, notFound } from '../http/errors';
import type { JobProducer } from '../jobs/types';
import { findClassTeacher } from './bulk-accounts.repository';
import { parseStudentsCsv, type LineError, type StudentLine } from './students-csv';

export type BulkAccountsServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<AuthJobs>;
  classes: Pick<ClassService, 'addStudents'>;
  logger: Pick<Logger, 'info' | 'error'>;
};

/** At most this many 'linha N: …' in a 400's message; the dry run lists them all. */
const MAX_ERRORS_IN_MESSAGE = 50;

function rejectLines(errors: LineError[]): AppError {
  const lines = errors.slice(0, MAX_ERRORS_IN_MESSAGE).map((e) => `linha ${e.line}: ${e.message}`);
  if (errors.length > lines.length) lines.push(`… e mais ${errors.length - lines.length}.`);
  return badRequest([M.lineErrors(errors.length), ...lines].join('\n'));
}

/**
 * STUDENT accounts from a spreadsheet, all or nothing. A new account gets no password
 * anyone knows (a hash of a random secret) and an 'auth.mail' job that names it only:
 * the worker mints the set-password link when it sends. An e-mail that has an account is
 * left untouched and reported — the admin may know who is registered.
 */
export function createBulkAccountsService(deps: BulkAccountsServiceDeps) {
  const { db, clock, jobs, classes, logger } = deps;

  async function mailEach(userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      try {
        await jobs.enqueue('auth.mail', { userId, purpose: 'account_created' });
      } catch (error) {
        // The account stands; 'Esqueci minha senha' gives the same link.
        logger.error({ err: error }, 'could not enqueue a new account e-mail');
      }
    }
  }

  async function create(students: StudentLine[]) {
    const passwordHash = await dummyPasswordHash();
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const created: (StudentLine & { id: string })[] = [];
      const existing: StudentLine[] = [];
      for (const student of students) {
        const row = await insertUser(trx, {
          name: student.name,
          email: student.email,
          passwordHash,
          role: 'STUDENT',
          // Setting the password through the mailed link proves the address.
          emailVerifiedAt: null,
          now,
        });
        if (row) created.push({ ...student, id: row.id });
        else existing.push(student);
      }
      return { created, existing };
    });
  }

  return {
    async importStudents(input: BulkAccountsImportInput): Promise<BulkAccountsReport> {
      if (Buffer.byteLength(input.csv, 'utf8') > BULK_ACCOUNTS_MAX_BYTES)
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, M.csvTooLarge);
      const teacher = input.classId ? await findClassTeacher(db, input.classId) : null;
      if (input.classId && !teacher) throw notFound(M.classNotFound);
      const parsed = parseStudentsCsv(input.csv);
      if (!parsed.ok) throw badRequest(M.tooManyRows(parsed.tooMany));
      const { students, errors } = parsed;
      if (students.length === 0 && errors.length === 0) throw badRequest(M.empty);
      const dryRun = input.dryRun === true;

      if (dryRun) {
        const known = new Set(
          await listExistingEmails(
            db,
            students.map((s) => s.email),
          ),
        );
        return {
          dryRun,
          created: students.filter((s) => !known.has(s.email)),
          existing: students.filter((s) => known.has(s.email)),
          errors,
          classInvite: null,
        };
      }
      if (errors.length > 0) throw rejectLines(errors);

      const { created, existing } = await create(students);
      await mailEach(created.map((s) => s.id));
      const classInvite =
        teacher && input.classId
          ? (
              await classes.addStudents(
                teacher,
                input.classId,
                students.map((s) => s.email),
              )
            ).summary
          : null;
      logger.info(
        { created: created.length, existing: existing.length, classId: input.classId ?? null },
        'student accounts imported',
      );
      return {
        dryRun,
        created: created.map(({ line, name, email }) => ({ line, name, email })),
        existing,
        errors: [],
        classInvite,
      };
    },
  };
}

export type BulkAccountsService = ReturnType<typeof createBulkAccountsService>;
