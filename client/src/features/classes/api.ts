import { z } from 'zod';
import {
  classDetailSchema,
  classSchema,
  type ClassCreateInput,
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

export async function addStudent(input: { classId: string; email: string }): Promise<ClassInfo> {
  return classSchema.parse(
    await api.post(`${classPath(input.classId)}/students`, { studentEmail: input.email }),
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
