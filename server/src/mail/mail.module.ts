import { defineModule, type ModuleRuntime } from '../area-module';
import { createMailProcessors } from './mail.jobs';
import { outboxRoutes } from './outbox.routes';

/** Sends the e-mails the other areas enqueue (mail.send); without SMTP, the admins' outbox. */
export const mailModule = defineModule<ModuleRuntime>()({
  name: 'mail',
  processors: createMailProcessors,
  routes: async (app, { runtime }) => {
    await app.register(outboxRoutes, {
      db: runtime.db,
      smtpConfigured: Boolean(runtime.config.smtpUrl),
    });
  },
});
