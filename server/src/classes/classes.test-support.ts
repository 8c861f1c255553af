import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ClassInfo, MyClasses } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import { createFakeClock } from '../clock';
import type { Db } from '../db/database';
import { signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import type { SmtpCapture } from '../test/smtp-capture';
import { relaxedRateLimits, useTestApp, type BackendName } from '../test/support';

export {
  createSimulado,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Caller = (
  method: Method,
  url: string,
  options?: { cookie?: string; body?: unknown },
) => Promise<LightMyRequestResponse>;

/** Like apiClient, the app may be a function read at each call (see useTestApp). */
export function caller(app: FastifyInstance | (() => FastifyInstance)): Caller {
  const appOf = typeof app === 'function' ? app : () => app;
  return (method, url, options = {}) =>
    appOf().inject({
      method,
      url,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      cookies: options.cookie ? { gabaritei_sid: options.cookie } : {},
    });
}

export function expectError(res: LightMyRequestResponse, status: number, message?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<{ statusCode: number; code: string; message: string }>();
  expect(body.statusCode).toBe(status);
  expect(typeof body.code).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
}

/** A signed-in teacher with the calls of the class screens. */
export async function teacherOf(api: ApiClient, db: Db, call: Caller) {
  const teacher: SignedIn = await signedIn(api, db, 'TEACHER');
  const as = { cookie: teacher.cookie };
  return {
    ...teacher,
    createClass: async (name = 'Turma Alfa', maxStudents?: number): Promise<ClassInfo> => {
      const res = await call('POST', '/api/classes', { ...as, body: { name, maxStudents } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ClassInfo>();
    },
    enrol: (classId: string, studentEmail: string) =>
      call('POST', `/api/classes/${classId}/students`, { ...as, body: { studentEmail } }),
    remove: (classId: string, studentEmail: string) =>
      call('DELETE', `/api/classes/${classId}/students/${encodeURIComponent(studentEmail)}`, as),
    release: (classId: string, simuladoId: string) =>
      call('POST', `/api/classes/${classId}/simulados`, { ...as, body: { simuladoId } }),
    get: (url: string) => call('GET', url, as),
  };
}
export type TestTeacher = Awaited<ReturnType<typeof teacherOf>>;

/**
 * The app of a class suite on its fixed day, its caller, and a teacher signed in by
 * `beforeAll` (read `teacher` inside hooks and tests, as useTestApp's fields). With `smtp`
 * (from useSmtpCapture, called first) the app's mail goes to that capture server.
 */
export function useClassSuite(backend: BackendName, options: { smtp?: SmtpCapture } = {}) {
  const clock = createFakeClock('2026-11-23T10:00:00.000Z');
  const { smtp } = options;
  const t = useTestApp(backend, {
    clock,
    config: smtp
      ? () => ({
          rateLimits: relaxedRateLimits,
          smtpUrl: smtp.url,
          mailFrom: 'Gabaritei <nao-responda@gabaritei.test>',
        })
      : { rateLimits: relaxedRateLimits },
  });
  const call = caller(() => t.app);
  const teacher = {} as TestTeacher;
  beforeAll(async () => {
    Object.assign(teacher, await teacherOf(t.api, t.db, call));
  });
  return { clock, t, call, teacher };
}

export async function accessOf(call: Caller, cookie: string, simuladoId: string) {
  const res = await call('GET', `/api/purchases/access/${simuladoId}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hasAccess: boolean }>().hasAccess;
}

/** The student's answer to an invitation in 'Minhas Turmas'. */
export async function answerInvitation(
  call: Caller,
  cookie: string,
  classId: string,
  answer: 'accept' | 'decline' = 'accept',
): Promise<MyClasses> {
  const res = await call('POST', `/api/me/classes/${classId}/${answer}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyClasses>();
}

/** Invites the student and accepts for them: the old immediate enrolment, in two steps. */
export async function enrolAccepted(
  teacher: TestTeacher,
  call: Caller,
  classId: string,
  student: { email: string; cookie: string },
): Promise<void> {
  const res = await teacher.enrol(classId, student.email);
  expect(res.statusCode, res.body).toBe(201);
  await answerInvitation(call, student.cookie, classId);
}

/**
 * A class straight in the tables: its teacher's, with these members (ACCEPTED: an
 * invitation alone grants nothing) and these simulados released to it.
 */
export async function insertClass(
  db: Db,
  values: { teacherId: string; maxStudents?: number; members?: string[]; simuladoIds?: string[] },
): Promise<string> {
  const { id } = await db
    .insertInto('classes')
    .values({
      teacher_id: values.teacherId,
      name: 'Turma A',
      max_students: values.maxStudents ?? 20,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const email of values.members ?? [])
    await db
      .insertInto('class_students')
      .values({ class_id: id, email, status: 'ACCEPTED' })
      .execute();
  for (const simuladoId of values.simuladoIds ?? [])
    await db
      .insertInto('class_simulados')
      .values({ class_id: id, simulado_id: simuladoId })
      .execute();
  return id;
}

/** Set-up for accounts without a session: their invitations, accepted straight in the table. */
export async function markAccepted(db: Db, classId: string, emails: string[]): Promise<void> {
  await db
    .updateTable('class_students')
    .set({ status: 'ACCEPTED' })
    .where('class_id', '=', classId)
    .where('email', 'in', emails)
    .execute();
}
