import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkEnrolmentResultSchema,
  bulkEnrolmentSchema,
  classCreateSchema,
  classDetailSchema,
  classIdSchema,
  classRankingSchema,
  classSchema,
  enrolmentSchema,
  LIMITS,
  releaseSchema,
  simuladoIdSchema,
  teacherDashboardSchema,
} from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import type { ClassService } from './classes.service';

export type ClassRoutesOptions = { classes: ClassService };

const classParams = z.object({ id: classIdSchema });

/** /api/classes (PRODUCT §7 Teacher): the class entity and its changes. TEACHER only. */
export const classRoutes: FastifyPluginAsyncZod<ClassRoutesOptions> = async (app, { classes }) => {
  // On onRequest, before validation: the role decides first whatever was sent.
  app.addHook('onRequest', requireRole('TEACHER'));

  app.get('/', { schema: { response: { 200: z.array(classSchema) } } }, async (request) =>
    classes.list(currentUser(request)),
  );

  app.post(
    '/',
    { schema: { body: classCreateSchema, response: { 201: classSchema } } },
    async (request, reply) =>
      reply.code(201).send(await classes.create(currentUser(request), request.body)),
  );

  app.get(
    '/:id',
    { schema: { params: classParams, response: { 200: classSchema } } },
    async (request) => classes.get(currentUser(request), request.params.id),
  );

  app.post(
    '/:id/students',
    { schema: { params: classParams, body: enrolmentSchema, response: { 201: classSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await classes.addStudent(
            currentUser(request),
            request.params.id,
            request.body.studentEmail,
          ),
        ),
  );

  app.post(
    '/:id/students/bulk',
    {
      schema: {
        params: classParams,
        body: bulkEnrolmentSchema,
        response: { 200: bulkEnrolmentResultSchema },
      },
    },
    async (request) =>
      classes.addStudents(currentUser(request), request.params.id, request.body.studentEmails),
  );

  app.delete(
    '/:id/students/:studentEmail',
    {
      schema: {
        params: classParams.extend({ studentEmail: z.string().max(LIMITS.emailMax) }),
        response: { 200: classSchema },
      },
    },
    async (request) =>
      classes.removeStudent(currentUser(request), request.params.id, request.params.studentEmail),
  );

  app.post(
    '/:id/simulados',
    { schema: { params: classParams, body: releaseSchema, response: { 200: classSchema } } },
    async (request) =>
      classes.release(currentUser(request), request.params.id, request.body.simuladoId),
  );
};

/** /api/teacher: the teacher's overview, each class's results and its live ranking. */
export const teacherRoutes: FastifyPluginAsyncZod<ClassRoutesOptions> = async (
  app,
  { classes },
) => {
  app.addHook('onRequest', requireRole('TEACHER'));

  app.get(
    '/dashboard',
    { schema: { response: { 200: teacherDashboardSchema } } },
    async (request) => classes.dashboard(currentUser(request)),
  );

  app.get('/classes', { schema: { response: { 200: z.array(classSchema) } } }, async (request) =>
    classes.list(currentUser(request)),
  );

  app.get(
    '/classes/:id',
    { schema: { params: classParams, response: { 200: classDetailSchema } } },
    async (request) => classes.detail(currentUser(request), request.params.id),
  );

  app.get(
    '/classes/:id/ranking/:simuladoId',
    {
      schema: {
        params: classParams.extend({ simuladoId: simuladoIdSchema }),
        response: { 200: classRankingSchema },
      },
    },
    async (request) =>
      classes.ranking(currentUser(request), request.params.id, request.params.simuladoId),
  );
};
