import { appealsRoutes } from './appeals';
import { classesRoutes } from './classes';
import { purchasesRoutes } from './purchases';
import { reportsRoutes } from './reports';
import { statisticsRoutes } from './statistics';
import { timeRoutes } from './time';

/**
 * Every HTTP route of the API, by area: method, path, params, query, body, success status
 * and response schema. The server registers each from here, the client calls each through
 * client/src/api/call.ts, and the proofs enumerate it.
 */
export const contract = {
  appeals: appealsRoutes,
  classes: classesRoutes,
  purchases: purchasesRoutes,
  reports: reportsRoutes,
  statistics: statisticsRoutes,
  time: timeRoutes,
} as const;
