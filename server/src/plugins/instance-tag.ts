import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Names the instance that answered in an `X-Instance` header on every response, errors and
 * the static client included, so operators and the cluster smoke can see nginx balancing
 * requests across API instances. Not encapsulated: the hook covers every route.
 */
export const instanceTagPlugin = fp(async (app: FastifyInstance, opts: { instanceId: string }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-instance', opts.instanceId);
  });
});
