import { z } from 'zod';
import {
  bulkEnrolmentResultSchema,
  classDetailSchema,
  classSchema,
  myClassesSchema,
  type BulkEnrolmentResult,
  type ClassCreateInput,
  type MyClasses,
  type ClassDetail,
  type ClassInfo,
} from '@gabaritei/shared';
import { api } from '../../api/client';

/** The teacher endpoints of PRODUCT §7, parsed with the shared contract. */

const classListSchema = z.array(classSchema);
const classPath = (id: string) => `/api/classes/${encodeURIComponent(id)}`;

export async function fetchClasses(signal?: AbortSignal): Promise<ClassInfo[]> {
  return classListSchema.parse(await api.get('/api/classes', signal));
}

/** The class with its results per released simulado (GET /api/teacher/classes/{id}). */
export async function fetchClassDetail(id: string, signal?: AbortSignal): Promise<ClassDetail> {
  return classDetailSchema.parse(
    await api.get(`/api/teacher/classes/${encodeURIComponent(id)}`, signal),
  );
}

export async function createClass(input: ClassCreateInput): Promise<ClassInfo> {
  return classSchema.parse(await api.post('/api/classes', input));
}

/** Invites a pasted list at once; the summary says what became of each address. */
export async function addStudents(input: {
  classId: string;
  emails: string[];
}): Promise<BulkEnrolmentResult> {
  return bulkEnrolmentResultSchema.parse(
    await api.post(`${classPath(input.classId)}/students/bulk`, { studentEmails: input.emails }),
  );
}

export async function removeStudent(input: { classId: string; email: string }): Promise<ClassInfo> {
  return classSchema.parse(
    await api.delete(`${classPath(input.classId)}/students/${encodeURIComponent(input.email)}`),
  );
}

export async function releaseSimulado(input: {
  classId: string;
  simuladoId: string;
}): Promise<ClassInfo> {
  return classSchema.parse(
    await api.post(`${classPath(input.classId)}/simulados`, { simuladoId: input.simuladoId }),
  );
}

/** 'Minhas Turmas' (GET /api/me/classes): the student's invitations and classes. */
export async function fetchMyClasses(signal?: AbortSignal): Promise<MyClasses> {
  return myClassesSchema.parse(await api.get('/api/me/classes', signal));
}

/** Accepts or declines an invitation; answers the student's classes as they now stand. */
export async function answerInvitation(input: {
  classId: string;
  answer: 'accept' | 'decline';
}): Promise<MyClasses> {
  return myClassesSchema.parse(
    await api.post(`/api/me/classes/${encodeURIComponent(input.classId)}/${input.answer}`),
  );
}
