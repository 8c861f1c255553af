import { systemHealthSchema } from '../admin/system-health';
import { defineRoutes } from './route';

/** The admins' health tab: its first paint; the socket keeps it live afterwards. */
export const systemHealthRoutes = defineRoutes({
  snapshot: { method: 'GET', path: '/api/admin/health', response: systemHealthSchema },
});
