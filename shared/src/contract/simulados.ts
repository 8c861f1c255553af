import { z } from 'zod';
import {
  mySimuladoSchema,
  simuladoDetailSchema,
  simuladoIdSchema,
  simuladoSummarySchema,
} from '../catalogue/schemas';
import { modeQuerySchema, modeResponseSchema } from '../exam/schemas';
import { catalogueListRoute } from './catalogue-list';
import { defineRoutes } from './route';

const simuladoParamsSchema = z.object({ id: simuladoIdSchema });

/** The catalogue, what a signed-in user may do with a simulado now, and her standing. */
export const simuladosRoutes = defineRoutes({
  list: { ...catalogueListRoute, response: z.array(simuladoSummarySchema) },
  /**
   * The PUBLIC detail: it strips `correctOption` and `explanation`. The server answers an
   * ADMIN's keyed view through its own serialiser (simulados.routes.ts), so the default —
   * anything that forgets to choose — is the safe one.
   */
  detail: {
    method: 'GET',
    path: '/api/simulados/:id',
    params: simuladoParamsSchema,
    response: simuladoDetailSchema,
  },
  mode: {
    method: 'GET',
    path: '/api/simulados/:id/mode',
    params: simuladoParamsSchema,
    query: modeQuerySchema,
    response: modeResponseSchema,
  },
  /** Bought, released by a class, under way: the signed-in user's standing with each. */
  mine: { method: 'GET', path: '/api/me/simulados', response: z.array(mySimuladoSchema) },
});
