import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startExpirySweeper } from './expiry';
import type { FinaliserDeps } from './finalise';

/**
 * The embedded mode's sweeper, stopped (and awaited) when the app closes. Kept apart from
 * expiry.ts so that the workers bundle, which sweeps without Fastify, does not pull it in.
 */
export const expirySweepPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { enabled: boolean; intervalMs: number; deps: FinaliserDeps },
  ) => {
    if (!opts.enabled) return;
    const sweeper = startExpirySweeper(opts.deps, opts.intervalMs);
    app.addHook('onClose', async () => sweeper.stop());
  },
  { name: 'exam-expiry-sweep' },
);
