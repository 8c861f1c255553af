import { z } from 'zod';
import {
  ROLE_PATHS,
  adminCreateSimuladoSchema,
  adminCreateUserSchema,
  adminPanelSchema,
  adminSimuladoSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  createdIdSchema,
  csvImportResultSchema,
  csvImportSchema,
  simuladoDeletionSchema,
  userDeletionSchema,
} from '../admin/schemas';
import { adminUpdateSimuladoSchema } from '../admin/simulado-edit';
import type { Role } from '../auth/roles';
import { adminSimuladoDetailSchema, simuladoIdSchema, userIdSchema } from '../catalogue/schemas';
import { contactMessagePageSchema, contactMessagesQuerySchema } from '../contact/schemas';
import { defineRoutes, type RouteSpec } from './route';

const simuladoParams = z.object({ id: simuladoIdSchema });

/** One create-user route per role, as PRODUCT §7 lists them: the role is the URL's last word. */
const createUser = <Path extends `/${string}`>(path: Path) =>
  ({
    method: 'POST',
    path,
    body: adminCreateUserSchema,
    status: 201,
    response: adminUserSchema,
  }) as const;

/** The back office of PRODUCT §7 (Admin table), for role ADMIN only. */
export const adminRoutes = defineRoutes({
  panel: { method: 'GET', path: '/api/admin/panel', response: adminPanelSchema },
  users: {
    method: 'GET',
    path: '/api/admin/users',
    query: adminUserQuerySchema,
    response: adminUserPageSchema,
  },
  createTeacher: createUser(`/api/admin/users/${ROLE_PATHS.TEACHER}`),
  createAdmin: createUser(`/api/admin/users/${ROLE_PATHS.ADMIN}`),
  createStudent: createUser(`/api/admin/users/${ROLE_PATHS.STUDENT}`),
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    params: z.object({ id: userIdSchema }),
    response: userDeletionSchema,
  },
  simulados: {
    method: 'GET',
    path: '/api/admin/simulados',
    response: z.array(adminSimuladoSchema),
  },
  createSimulado: {
    method: 'POST',
    path: '/api/admin/simulados',
    body: adminCreateSimuladoSchema,
    status: 201,
    response: createdIdSchema,
  },
  simulado: {
    method: 'GET',
    path: '/api/admin/simulados/:id',
    params: simuladoParams,
    response: adminSimuladoDetailSchema,
  },
  updateSimulado: {
    method: 'PATCH',
    path: '/api/admin/simulados/:id',
    params: simuladoParams,
    body: adminUpdateSimuladoSchema,
    response: adminSimuladoDetailSchema,
  },
  deleteSimulado: {
    method: 'DELETE',
    path: '/api/admin/simulados/:id',
    params: simuladoParams,
    response: simuladoDeletionSchema,
  },
  importCsv: {
    method: 'POST',
    path: '/api/admin/simulados/:id/questions/csv',
    params: simuladoParams,
    body: csvImportSchema,
    response: csvImportResultSchema,
  },
  /** What visitors sent through the contact form, read-only. */
  contactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    query: contactMessagesQuerySchema,
    response: contactMessagePageSchema,
  },
});

/** The create-user route of each role, for the server's loop and the client's form. */
export const adminCreateUserRoutes = {
  TEACHER: adminRoutes.createTeacher,
  ADMIN: adminRoutes.createAdmin,
  STUDENT: adminRoutes.createStudent,
} as const satisfies Record<Role, RouteSpec>;
