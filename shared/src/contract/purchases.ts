import { z } from 'zod';
import {
  accessSchema,
  purchaseCreateSchema,
  purchaseSchema,
  simuladoIdSchema,
} from '../catalogue/schemas';
import { defineRoutes } from './route';

/** Buying (simulated payment), the buyer's list and the access check. */
export const purchasesRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/api/purchases',
    body: purchaseCreateSchema,
    status: 201,
    response: purchaseSchema,
  },
  mine: { method: 'GET', path: '/api/purchases/my', response: z.array(purchaseSchema) },
  access: {
    method: 'GET',
    path: '/api/purchases/access/:simuladoId',
    params: z.object({ simuladoId: simuladoIdSchema }),
    response: accessSchema,
  },
});
