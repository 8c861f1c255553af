import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ClassInfo } from '@gabaritei/shared';
import type { ApiClient } from '../auth/auth.test-support';
import type { Db } from '../db/database';
import { signedIn, type SignedIn } from '../simulados/catalogue.test-support';

export {
  createSimulado,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';

export type Method = 'GET' | 'POST' | 'DELETE';

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

export async function accessOf(call: Caller, cookie: string, simuladoId: string) {
  const res = await call('GET', `/api/purchases/access/${simuladoId}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hasAccess: boolean }>().hasAccess;
}
