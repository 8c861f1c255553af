import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PeriodicTask } from '../jobs/periodic';

/**
 * Runs a periodic task (jobs/periodic.ts) in the API process while the app is open, and
 * stops it — waiting for a run in progress — when the app closes. Kept out of the task
 * modules so that the workers bundle, which runs them without Fastify, does not import it.
 */
export const periodicTaskPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean; start(): PeriodicTask }) => {
    if (!opts.enabled) return;
    const task = opts.start();
    app.addHook('onClose', async () => task.stop());
  },
);
