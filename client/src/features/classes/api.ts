import {
  contract,
  type BulkEnrolmentResult,
  type ClassCreateInput,
  type MyClasses,
  type ClassDetail,
  type ClassInfo,
} from '@gabaritei/shared';
import { call } from '../../api/call';

/** The class routes of shared's contract: the teacher's classes and a student's invitations. */

const routes = contract.classes;

export async function fetchClasses(signal?: AbortSignal): Promise<ClassInfo[]> {
  return call(routes.list, {}, signal);
}

/** The class itself (name, members), without results. */
export async function fetchClass(id: string, signal?: AbortSignal): Promise<ClassInfo> {
  return call(routes.get, { params: { id } }, signal);
}

/** The class with its results per released simulado. */
export async function fetchClassDetail(id: string, signal?: AbortSignal): Promise<ClassDetail> {
  return call(routes.detail, { params: { id } }, signal);
}

export async function createClass(input: ClassCreateInput): Promise<ClassInfo> {
  return call(routes.create, { body: input });
}

/** Invites a pasted list at once; the summary says what became of each address. */
export async function addStudents(input: {
  classId: string;
  emails: string[];
}): Promise<BulkEnrolmentResult> {
  return call(routes.addStudents, {
    params: { id: input.classId },
    body: { studentEmails: input.emails },
  });
}

export async function removeStudent(input: { classId: string; email: string }): Promise<ClassInfo> {
  return call(routes.removeStudent, {
    params: { id: input.classId, studentEmail: input.email },
  });
}

export async function releaseSimulado(input: {
  classId: string;
  simuladoId: string;
}): Promise<ClassInfo> {
  return call(routes.release, {
    params: { id: input.classId },
    body: { simuladoId: input.simuladoId },
  });
}

/** 'Minhas Turmas': the student's invitations and classes. */
export async function fetchMyClasses(signal?: AbortSignal): Promise<MyClasses> {
  return call(routes.mine, {}, signal);
}

/** Accepts or declines an invitation; answers the student's classes as they now stand. */
export async function answerInvitation(input: {
  classId: string;
  answer: 'accept' | 'decline';
}): Promise<MyClasses> {
  const route = input.answer === 'accept' ? routes.accept : routes.decline;
  return call(route, { params: { classId: input.classId } });
}
