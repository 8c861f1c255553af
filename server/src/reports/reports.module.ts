import { defineModule, type ModuleRuntime } from '../area-module';
import { startReportScheduler } from './report-scheduler';
import { createReportStore, type ReportStore } from './report-store';
import { reportsDirectory } from './report-renderer';
import { createReportProcessors, type ReportJobs } from './reports.jobs';
import { reportRoutes } from './reports.routes';
import { createReportService, type ReportService } from './reports.service';

declare module '../area-module' {
  interface AppServices {
    reports: ReportService;
    /** The stored PDFs; the admin and account areas delete a user's. */
    reportStore: ReportStore;
  }
}

/**
 * PDF reports: the download route, the render jobs (where the jobs run; the renderer is
 * built by createRuntime), and the scheduler that pre-renders a simulado's reports once it
 * has ended. Every API instance schedules: the job id deduplicates.
 */
export const reportsModule = defineModule<ModuleRuntime<ReportJobs>>()({
  name: 'reports',
  services: (runtime) => {
    // The same place the renderer (here or in a worker) stores the PDFs.
    const reportStore = createReportStore({
      db: runtime.db,
      dir: reportsDirectory(runtime.config),
    });
    const reports = createReportService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      store: reportStore,
      logger: runtime.logger,
    });
    return { reportStore, reports };
  },
  routes: async (app, { services }) => {
    await app.register(reportRoutes, { reports: services.reports });
  },
  processors: createReportProcessors,
  periodicTasks: [
    {
      name: 'reports.prerender-scheduler',
      roles: ['embedded', 'api'],
      offInTests: ['embedded', 'api'],
      start: ({ runtime: { db, clock, jobs, logger } }) =>
        startReportScheduler({ db, clock, jobs, logger }),
    },
  ],
});
