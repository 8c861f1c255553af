import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { startPurger } from './purge';

/** The embedded mode's purge, stopped (and awaited) when the app closes. */
export const purgePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      enabled: boolean;
      deps: { db: Db; clock: Clock; logger: Pick<Logger, 'info' | 'error'> };
    },
  ) => {
    if (!opts.enabled) return;
    const purger = startPurger(opts.deps);
    app.addHook('onClose', async () => purger.stop());
  },
  { name: 'auth-purge' },
);
