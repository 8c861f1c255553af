import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE_PATHS,
  ROLES,
  adminCreateSimuladoSchema,
  adminCreateUserSchema,
  adminPanelSchema,
  adminSimuladoDetailSchema,
  adminSimuladoSchema,
  adminUpdateSimuladoSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  createdIdSchema,
  csvImportResultSchema,
  csvImportSchema,
  simuladoDeletionSchema,
  simuladoIdSchema,
  userDeletionSchema,
  userIdSchema,
} from '@gabaritei/shared';
import { currentUser, requireRole } from '../http/session';
import type { AdminService } from './admin.service';

export type AdminRoutesOptions = { admin: AdminService };

/**
 * The CSV travels inside JSON, where quotes and line breaks take two characters each: room
 * for 2 MB of text however it is written. The service then measures the text itself.
 */
const CSV_BODY_LIMIT = 6 * 1024 * 1024;

const simuladoParams = z.object({ id: simuladoIdSchema });

/** /api/admin: the back office of PRODUCT §7 (Admin table), for role ADMIN only. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { admin }) => {
  // On onRequest, before validation: others get 401/403 whatever they sent.
  app.addHook('onRequest', requireRole('ADMIN'));

  app.get('/panel', { schema: { response: { 200: adminPanelSchema } } }, async () => admin.panel());

  app.get(
    '/users',
    { schema: { querystring: adminUserQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request) => admin.listUsers(request.query),
  );

  for (const role of ROLES) {
    app.post(
      `/users/${ROLE_PATHS[role]}`,
      { schema: { body: adminCreateUserSchema, response: { 201: adminUserSchema } } },
      async (request, reply) => reply.code(201).send(await admin.createUser(role, request.body)),
    );
  }

  app.delete(
    '/users/:id',
    {
      schema: {
        params: z.object({ id: userIdSchema }),
        response: { 200: userDeletionSchema },
      },
    },
    async (request) => {
      await admin.deleteUser(currentUser(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get('/simulados', { schema: { response: { 200: z.array(adminSimuladoSchema) } } }, async () =>
    admin.listSimulados(),
  );

  app.post(
    '/simulados',
    { schema: { body: adminCreateSimuladoSchema, response: { 201: createdIdSchema } } },
    async (request, reply) => reply.code(201).send(await admin.createSimulado(request.body)),
  );

  app.get(
    '/simulados/:id',
    { schema: { params: simuladoParams, response: { 200: adminSimuladoDetailSchema } } },
    async (request) => admin.simuladoDetail(request.params.id),
  );

  app.patch(
    '/simulados/:id',
    {
      schema: {
        params: simuladoParams,
        body: adminUpdateSimuladoSchema,
        response: { 200: adminSimuladoDetailSchema },
      },
    },
    async (request) => admin.updateSimulado(request.params.id, request.body),
  );

  app.delete(
    '/simulados/:id',
    { schema: { params: simuladoParams, response: { 200: simuladoDeletionSchema } } },
    async (request) => admin.deleteSimulado(request.params.id),
  );

  app.post(
    '/simulados/:id/questions/csv',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        params: simuladoParams,
        body: csvImportSchema,
        response: { 200: csvImportResultSchema },
      },
    },
    async (request) => admin.importCsv(request.params.id, request.body.csvContent),
  );
};
