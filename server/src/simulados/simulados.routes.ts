import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSimuladoDetailSchema,
  simuladoDetailSchema,
  simuladoIdSchema,
  simuladoSummarySchema,
} from '@gabaritei/shared';
import type { SimuladoService } from './simulados.service';

export type SimuladoRoutesOptions = { simulados: SimuladoService };

const simuladoParamsSchema = z.object({ id: simuladoIdSchema });

/** The ADMIN view keeps the key; encoded by its own schema, which also strips extras. */
const serializeKeyedDetail = (payload: unknown): string =>
  JSON.stringify(adminSimuladoDetailSchema.parse(payload));

/** /api/simulados: the public catalogue. */
export const simuladoRoutes: FastifyPluginAsyncZod<SimuladoRoutesOptions> = async (
  app,
  { simulados },
) => {
  app.get('/', { schema: { response: { 200: z.array(simuladoSummarySchema) } } }, async () =>
    simulados.list(),
  );

  // The route's response schema is the PUBLIC detail: it strips `correctOption` and
  // `explanation` unless the service said this viewer may read them, so the default —
  // anything that forgets to choose — is the safe one.
  app.get(
    '/:id',
    { schema: { params: simuladoParamsSchema, response: { 200: simuladoDetailSchema } } },
    async (request, reply) => {
      const view = await simulados.detail(request.params.id, request.user);
      if (view.keyed) reply.serializer(serializeKeyedDetail);
      return view.detail;
    },
  );
};
