import { adminRoutes } from './admin';
import { appealsRoutes } from './appeals';
import { classesRoutes } from './classes';
import { healthRoutes, metricsRoutes } from './health';
import { examRoutes } from './exam';
import { purchasesRoutes } from './purchases';
import { rankingRoutes } from './ranking';
import { resultsRoutes } from './results';
import { simuladosRoutes } from './simulados';
import { reportsRoutes } from './reports';
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
  admin: adminRoutes,
  appeals: appealsRoutes,
  classes: classesRoutes,
  health: healthRoutes,
  metrics: metricsRoutes,
  exam: examRoutes,
  purchases: purchasesRoutes,
  ranking: rankingRoutes,
  results: resultsRoutes,
  simulados: simuladosRoutes,
  reports: reportsRoutes,
  statistics: statisticsRoutes,
  systemHealth: systemHealthRoutes,
  time: timeRoutes,
} as const;

export { adminCreateUserRoutes } from './admin';
