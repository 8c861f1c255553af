import { createSessionEnder } from '../auth/session-ending';
import type { MailJobs } from '../mail/mail.jobs';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { createReadingService, type ReadingService } from './reading.service';

declare module '../area-module' {
  interface AppServices {
    account: AccountService;
    reading: ReadingService;
  }
}

/** 'Minha Conta': profile, password, privacy, data export and deletion. */
export const accountModule = defineModule<ModuleRuntime<MailJobs & RankingJobs>>()({
  name: 'account',
  services: (runtime, { services }) => ({
    account: createAccountService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      logger: runtime.logger,
      sessions: createSessionEnder({
        db: runtime.db,
        sessionCache: services.sessionCache,
        events: runtime.events,
      }),
      reports: services.reportStore,
    }),
    reading: createReadingService({ db: runtime.db }),
  }),
  routes: async (app, { runtime, services }) => {
    await app.register(accountRoutes, {
      account: services.account,
      reading: services.reading,
      publicUrl: runtime.config.publicUrl,
    });
  },
});
