import { z } from 'zod';
import { simuladoIdSchema, userIdSchema } from '../catalogue/schemas';
import {
  accommodationInputSchema,
  accommodationRemovalSchema,
  accommodationSchema,
} from '../exam/accommodations';
import { defineRoutes } from './route';

const simuladoParams = z.object({ id: simuladoIdSchema });

/** Extra time (tempo adicional) per candidate and simulado, for role ADMIN only (PRODUCT). */
export const accommodationsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/admin/simulados/:id/accommodations',
    params: simuladoParams,
    response: z.array(accommodationSchema),
  },
  grant: {
    method: 'PUT',
    path: '/api/admin/simulados/:id/accommodations',
    params: simuladoParams,
    body: accommodationInputSchema,
    response: accommodationSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/simulados/:id/accommodations/:userId',
    params: z.object({ id: simuladoIdSchema, userId: userIdSchema }),
    response: accommodationRemovalSchema,
  },
});
