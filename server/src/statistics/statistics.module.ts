import { defineModule, type ModuleRuntime } from '../area-module';
import { createStatisticsProcessors, type StatisticsJobs } from './statistics.jobs';
import { teacherStatisticsRoutes } from './statistics.routes';
import { createStatisticsService, type StatisticsService } from './statistics.service';

declare module '../area-module' {
  interface AppServices {
    statistics: StatisticsService;
  }
}

/** Item statistics: computed by a job after each recompute, read by teachers and admins. */
export const statisticsModule = defineModule<ModuleRuntime<StatisticsJobs>>()({
  name: 'statistics',
  services: (runtime) => ({
    statistics: createStatisticsService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(teacherStatisticsRoutes, { statistics: services.statistics });
  },
  processors: createStatisticsProcessors,
});
