import type { RankingJobs } from '../ranking/ranking.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { adminRoutes } from './admin.routes';
import { createAdminService, type AdminService } from './admin.service';
import { adminContactRoutes } from './contact-messages.routes';
import { queueBoardRoutes } from './queues/queue-board.routes';

declare module '../area-module' {
  interface AppServices {
    admin: AdminService;
  }
}

/** The admin panel: simulados, users, the contact inbox and (scaled mode) the queue board. */
export const adminModule = defineModule<ModuleRuntime<RankingJobs>>()({
  name: 'admin',
  services: (runtime, { services }) => ({
    admin: createAdminService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      logger: runtime.logger,
      sessionCache: services.sessionCache,
      events: runtime.events,
      reports: services.reportStore,
      deadlines: services.accommodations,
    }),
  }),
  routes: async (app, { runtime, services }) => {
    const { config } = runtime;
    await app.register(adminRoutes, { admin: services.admin });
    await app.register(adminContactRoutes, { contact: services.contact });
    // The queue board shows BullMQ: only the scaled mode has it.
    if (config.redisUrl && !config.runJobsInProcess)
      await app.register(queueBoardRoutes, {
        redisUrl: config.redisUrl,
        // Not `prefix`: Fastify would take it for the routes' URL prefix.
        bullmqPrefix: runtime.redisKeys.bullmq,
      });
  },
});
