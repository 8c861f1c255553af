import { defineModule, type ModuleRuntime } from '../area-module';
import type { ExamJobs } from '../exam/exam.jobs';
import { accommodationsRoutes } from './accommodations.routes';
import { createAccommodationsService, type AccommodationsService } from './accommodations.service';

declare module '../area-module' {
  interface AppServices {
    accommodations: AccommodationsService;
  }
}

/** Extra time (tempo adicional) per candidate and simulado, granted by an ADMIN. */
export const accommodationsModule = defineModule<ModuleRuntime<ExamJobs>>()({
  name: 'accommodations',
  services: (runtime) => ({
    accommodations: createAccommodationsService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      events: runtime.events,
      logger: runtime.logger,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(accommodationsRoutes, { accommodations: services.accommodations });
  },
});
