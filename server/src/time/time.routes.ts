import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverTimeSchema } from '@gabaritei/shared';
import type { Clock } from '../clock';

export type TimeRoutesOptions = { clock: Clock };

/** /api/time (PRODUCT §7): public, so the client can set its countdown offset before sign-in. */
export const timeRoutes: FastifyPluginAsyncZod<TimeRoutesOptions> = async (app, { clock }) => {
  // '' and not '/': registered under its prefix, the URL stays exactly /api/time.
  app.get('', { schema: { response: { 200: serverTimeSchema } } }, async () => ({
    now: clock.now().toISOString(),
  }));
};
