import type { MailJobs } from '../mail/mail.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { contactRoutes } from './contact.routes';
import { createContactService, type ContactService } from './contact.service';

declare module '../area-module' {
  interface AppServices {
    contact: ContactService;
  }
}

/** The public contact form (its inbox is the admin area's). */
export const contactModule = defineModule<ModuleRuntime<MailJobs>>()({
  name: 'contact',
  services: (runtime, { services }) => ({
    contact: createContactService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      limiter: services.limiter,
      logger: runtime.logger,
      config: runtime.config,
    }),
  }),
  routes: async (app, { services }) => {
    await app.register(contactRoutes, { contact: services.contact });
  },
});
