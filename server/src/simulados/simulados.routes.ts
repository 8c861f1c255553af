import type { FastifyInstance } from 'fastify';
import { adminSimuladoDetailSchema, contract } from '@gabaritei/shared';
import { serveRoute } from '../http/serve-route';
import type { SimuladoService } from './simulados.service';

export type SimuladoRoutesOptions = { simulados: SimuladoService };

const routes = contract.simulados;

/** The ADMIN view keeps the key; encoded by its own schema, which also strips extras. */
const serializeKeyedDetail = (payload: unknown): string =>
  JSON.stringify(adminSimuladoDetailSchema.parse(payload));

/** shared's contract.simulados, its public catalogue. */
export async function simuladoRoutes(
  app: FastifyInstance,
  { simulados }: SimuladoRoutesOptions,
): Promise<void> {
  serveRoute(app, routes.list, { handler: async () => simulados.list() });

  // The contract's response schema is the PUBLIC detail: it strips `correctOption` and
  // `explanation` unless the service said this viewer may read them, so the default —
  // anything that forgets to choose — is the safe one.
  serveRoute(app, routes.detail, {
    handler: async (request, reply) => {
      const view = await simulados.detail(request.params.id, request.user);
      if (view.keyed) reply.serializer(serializeKeyedDetail);
      return view.detail;
    },
  });
}
