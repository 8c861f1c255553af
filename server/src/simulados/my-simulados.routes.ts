import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import { serveRoute } from '../http/serve-route';
import type { MySimuladoService } from './my-simulados.service';

export type MySimuladoRoutesOptions = { mySimulados: MySimuladoService };

/** shared's contract.simulados.mine: the signed-in user's standing with each simulado. */
export async function mySimuladoRoutes(
  app: FastifyInstance,
  { mySimulados }: MySimuladoRoutesOptions,
): Promise<void> {
  app.addHook('onRequest', requireUser);

  serveRoute(app, contract.simulados.mine, {
    handler: async (request) => mySimulados.list(currentUser(request)),
  });
}
