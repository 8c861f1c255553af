import { purchasesRoutes } from './purchases';
import { timeRoutes } from './time';

/**
 * Every HTTP route of the API, by area: method, path, params, query, body, success status
 * and response schema. The server registers each from here, the client calls each through
 * client/src/api/call.ts, and the proofs enumerate it.
 */
export const contract = {
  purchases: purchasesRoutes,
  time: timeRoutes,
} as const;
