import { accommodationsRoutes } from './accommodations';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { appealsRoutes } from './appeals';
import { authRoutes } from './auth';
import { bulkAccountsRoutes } from './bulk-accounts';
import { classesRoutes } from './classes';
import { contactRoutes } from './contact';
import { examRoutes } from './exam';
import { healthRoutes, metricsRoutes } from './health';
import { outboxRoutes } from './outbox';
import { papersRoutes } from './papers';
import { papersImportRoutes } from './papers-import';
import { purchasesRoutes } from './purchases';
import { rankingRoutes } from './ranking';
import { reportsRoutes } from './reports';
import { resultsRoutes } from './results';
import { simuladosRoutes } from './simulados';
import { statisticsRoutes } from './statistics';
import { systemHealthRoutes } from './system-health';
import { timeRoutes } from './time';

/**
 * Every HTTP route of the API, by area: method, path, params, query, body, success status
 * and response schema. The server registers each from here, the client calls each through
 * client/src/api/call.ts, and the proofs enumerate it.
 *
 * Not here: bull-board's /admin/queues pages (server/src/admin/queues/), a third-party UI
 * with its own routes, registered only in the scaled mode.
 */
export const contract = {
  accommodations: accommodationsRoutes,
  account: accountRoutes,
  admin: adminRoutes,
  appeals: appealsRoutes,
  auth: authRoutes,
  bulkAccounts: bulkAccountsRoutes,
  classes: classesRoutes,
  contact: contactRoutes,
  exam: examRoutes,
  health: healthRoutes,
  metrics: metricsRoutes,
  outbox: outboxRoutes,
  papers: papersRoutes,
  papersImport: papersImportRoutes,
  purchases: purchasesRoutes,
  ranking: rankingRoutes,
  reports: reportsRoutes,
  results: resultsRoutes,
  simulados: simuladosRoutes,
  statistics: statisticsRoutes,
  systemHealth: systemHealthRoutes,
  time: timeRoutes,
} as const;

export { adminCreateUserRoutes } from './admin';
