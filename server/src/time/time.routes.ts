import type { FastifyInstance } from 'fastify';
import { contract } from '@gabaritei/shared';
import type { Clock } from '../clock';
import { serveRoute } from '../http/serve-route';

export type TimeRoutesOptions = { clock: Clock };

/** shared's contract.time: public, so the client can set its countdown before sign-in. */
export async function timeRoutes(
  app: FastifyInstance,
  { clock }: TimeRoutesOptions,
): Promise<void> {
  serveRoute(app, contract.time.now, {
    handler: async () => ({ now: clock.now().toISOString() }),
  });
}
