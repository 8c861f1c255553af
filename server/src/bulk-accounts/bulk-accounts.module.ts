import type { AuthJobs } from '../auth/auth.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { bulkAccountsRoutes } from './bulk-accounts.routes';
import { createBulkAccountsService, type BulkAccountsService } from './bulk-accounts.service';

declare module '../area-module' {
  interface AppServices {
    bulkAccounts: BulkAccountsService;
  }
}

/** Student accounts an admin imports from a spreadsheet; needs auth's mail and classes. */
export const bulkAccountsModule = defineModule<ModuleRuntime<AuthJobs>>()({
  name: 'bulk-accounts',
  services: (runtime, { services }) => ({
    bulkAccounts: createBulkAccountsService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      classes: services.classes,
      logger: runtime.logger,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(bulkAccountsRoutes, { bulkAccounts: services.bulkAccounts });
  },
});
