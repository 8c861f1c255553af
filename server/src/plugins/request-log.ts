import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Scrapes and probes: every few seconds from Prometheus and nginx, noise at info. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One log line per request, when it ends: method, URL (tokens redacted by the logger's
 * serializer), status and time, instead of Fastify's "incoming request" plus "request
 * completed". Health checks and metric scrapes log at debug. Requires Fastify's own
 * request logging off (`disableRequestLogging`), or there would be three lines.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const quiet = route !== undefined && QUIET_ROUTES.has(route);
    const status = reply.statusCode;
    const line = { req: request, res: { statusCode: status }, responseTime: reply.elapsedTime };
    if (quiet) request.log.debug(line, 'request');
    else if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
});
