import { outboxSchema } from '../admin/outbox';
import { defineRoutes } from './route';

/** The admins' outbox: the e-mails kept instead of sent while no SMTP is configured. */
export const outboxRoutes = defineRoutes({
  list: { method: 'GET', path: '/api/admin/outbox', response: outboxSchema },
});
