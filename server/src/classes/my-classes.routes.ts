import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classIdSchema, myClassesSchema } from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import type { MyClassService } from './my-classes.service';

export type MyClassRoutesOptions = { myClasses: MyClassService };

const classParams = z.object({ classId: classIdSchema });

/**
 * /api/me/classes: a student's classes and invitations, and the answer to each. STUDENT
 * only: no other role can be a class member.
 */
export const myClassRoutes: FastifyPluginAsyncZod<MyClassRoutesOptions> = async (
  app,
  { myClasses },
) => {
  // On onRequest, before validation: the role decides first whatever was sent.
  app.addHook('onRequest', requireRole('STUDENT'));

  app.get('/', { schema: { response: { 200: myClassesSchema } } }, async (request) =>
    myClasses.list(currentUser(request)),
  );

  app.post(
    '/:classId/accept',
    { schema: { params: classParams, response: { 200: myClassesSchema } } },
    async (request) => myClasses.accept(currentUser(request), request.params.classId),
  );

  app.post(
    '/:classId/decline',
    { schema: { params: classParams, response: { 200: myClassesSchema } } },
    async (request) => myClasses.decline(currentUser(request), request.params.classId),
  );
};
