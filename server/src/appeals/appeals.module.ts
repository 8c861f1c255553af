import { defineModule, type ModuleRuntime } from '../area-module';
import { adminAppealRoutes } from './admin-appeals.routes';
import { createAppealProcessors, type AppealJobs } from './appeals.jobs';
import { appealFilingRoutes, myAppealRoutes } from './appeals.routes';
import { createAppealService, type AppealService } from './appeals.service';
import { createKeyDecisionService, type KeyDecisionService } from './key-decisions.service';

declare module '../area-module' {
  interface AppServices {
    appeals: AppealService;
    keyDecisions: KeyDecisionService;
  }
}

/**
 * Appeals (recursos) and the admin's key decisions, whose regrade, notices and re-rendered
 * reports run as jobs where the jobs run.
 */
export const appealsModule = defineModule<ModuleRuntime<AppealJobs>>()({
  name: 'appeals',
  services: (runtime) => ({
    appeals: createAppealService({ db: runtime.db, clock: runtime.clock }),
    keyDecisions: createKeyDecisionService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      publicUrl: runtime.config.publicUrl,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(appealFilingRoutes, { appeals: services.appeals });
    await app.register(myAppealRoutes, { appeals: services.appeals });
    await app.register(adminAppealRoutes, {
      appeals: services.appeals,
      decisions: services.keyDecisions,
      statistics: services.statistics,
    });
  },
  processors: createAppealProcessors,
});
