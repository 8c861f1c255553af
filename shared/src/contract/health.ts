import { z } from 'zod';
import { defineRoutes } from './route';

/**
 * What /readyz answers, ready or not: a 503 carries the same shape ('draining' with no
 * checks, or 'unavailable' with the check that failed), so nginx and an operator read one.
 */
const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  checks: z.partialRecord(z.enum(['database', 'redis']), z.enum(['ok', 'down'])),
});

/** For nginx and orchestrators, not for the client: whether to send this instance traffic. */
export const healthRoutes = defineRoutes({
  /** The process answers. */
  live: {
    method: 'GET',
    path: '/healthz',
    response: z.object({ status: z.literal('ok') }),
  },
  /** Its database (and Redis, when used) answer too, and it is not draining; else a 503. */
  ready: { method: 'GET', path: '/readyz', response: readinessSchema },
});

/** Prometheus's scrape of an API instance. */
export const metricsRoutes = defineRoutes({
  /**
   * Prometheus's text exposition format, not JSON: the handler sends it with the registry's
   * own content type, so Fastify passes the string through unserialised. A wrong or missing
   * token (when METRICS_TOKEN is set) answers 401 with the API's JSON error.
   */
  scrape: { method: 'GET', path: '/metrics', response: z.string() },
});
