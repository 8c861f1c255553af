import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mySimuladoSchema } from '@gabaritei/shared';
import { currentUser, requireUser } from '../http/session';
import type { MySimuladoService } from './my-simulados.service';

export type MySimuladoRoutesOptions = { mySimulados: MySimuladoService };

/** /api/me/simulados (issue 16): the signed-in user's standing with each simulado. */
export const mySimuladoRoutes: FastifyPluginAsyncZod<MySimuladoRoutesOptions> = async (
  app,
  { mySimulados },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/', { schema: { response: { 200: z.array(mySimuladoSchema) } } }, async (request) =>
    mySimulados.list(currentUser(request)),
  );
};
