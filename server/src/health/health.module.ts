import { defineModule, type ModuleRuntime } from '../area-module';
import { createHealthProcessors } from './health.jobs';
import { healthRoutes } from './health.routes';

/** /healthz and /readyz, and the queue's liveness job (system.ping). */
export const healthModule = defineModule<ModuleRuntime>()({
  name: 'health',
  routes: async (app, { runtime, isDraining }) => {
    await app.register(healthRoutes, { db: runtime.db, redis: runtime.redis, isDraining });
  },
  processors: createHealthProcessors,
});
