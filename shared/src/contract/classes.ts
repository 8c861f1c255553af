import { z } from 'zod';
import { simuladoIdSchema } from '../catalogue/schemas';
import { bulkEnrolmentSchema } from '../classes/email-list';
import {
  bulkEnrolmentResultSchema,
  classCreateSchema,
  classDetailSchema,
  classIdSchema,
  classRankingSchema,
  classSchema,
  enrolmentSchema,
  myClassesSchema,
  releaseSchema,
  teacherDashboardSchema,
} from '../classes/schemas';
import { LIMITS } from '../limits';
import { defineRoutes } from './route';

const classParams = z.object({ id: classIdSchema });
const myClassParams = z.object({ classId: classIdSchema });

/**
 * Classes (turmas): the teacher's class entity and its changes (/api/classes), the teacher's
 * overview, results and class ranking (/api/teacher), and a student's invitations
 * (/api/me/classes).
 */
export const classesRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/classes', response: z.array(classSchema) },
  create: {
    method: 'POST',
    path: '/api/classes',
    body: classCreateSchema,
    status: 201,
    response: classSchema,
  },
  get: { method: 'GET', path: '/api/classes/:id', params: classParams, response: classSchema },
  addStudent: {
    method: 'POST',
    path: '/api/classes/:id/students',
    params: classParams,
    body: enrolmentSchema,
    status: 201,
    response: classSchema,
  },
  addStudents: {
    method: 'POST',
    path: '/api/classes/:id/students/bulk',
    params: classParams,
    body: bulkEnrolmentSchema,
    response: bulkEnrolmentResultSchema,
  },
  removeStudent: {
    method: 'DELETE',
    path: '/api/classes/:id/students/:studentEmail',
    params: classParams.extend({ studentEmail: z.string().max(LIMITS.emailMax) }),
    response: classSchema,
  },
  release: {
    method: 'POST',
    path: '/api/classes/:id/simulados',
    params: classParams,
    body: releaseSchema,
    response: classSchema,
  },
  dashboard: { method: 'GET', path: '/api/teacher/dashboard', response: teacherDashboardSchema },
  teacherList: { method: 'GET', path: '/api/teacher/classes', response: z.array(classSchema) },
  detail: {
    method: 'GET',
    path: '/api/teacher/classes/:id',
    params: classParams,
    response: classDetailSchema,
  },
  ranking: {
    method: 'GET',
    path: '/api/teacher/classes/:id/ranking/:simuladoId',
    params: classParams.extend({ simuladoId: simuladoIdSchema }),
    response: classRankingSchema,
  },
  mine: { method: 'GET', path: '/api/me/classes', response: myClassesSchema },
  accept: {
    method: 'POST',
    path: '/api/me/classes/:classId/accept',
    params: myClassParams,
    response: myClassesSchema,
  },
  decline: {
    method: 'POST',
    path: '/api/me/classes/:classId/decline',
    params: myClassParams,
    response: myClassesSchema,
  },
});
