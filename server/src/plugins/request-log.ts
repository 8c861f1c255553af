import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Scrapes and probes: every few seconds from Prometheus and nginx, noise at info. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * One log line per request, when it ends: method, URL (tokens redacted by the logger's
 * serializer), status and time, instead of Fastify's "incoming request" plus "request
 * completed". Requires Fastify's own request logging off (`disableRequestLogging`), or
 * there would be three lines.
 *
 * At exam-day volume (50,000 candidates, a save every few seconds each) a line per save
 * would be gigabytes a day and, under journald, beyond its rate limit: so answered
 * requests (1xx–3xx) log at debug, counted instead by http_request_duration_seconds; so do
 * 503s, whose cause (a database or Redis outage) logs once per kind every few seconds and
 * is counted by its own metric. A 4xx logs at info and any other 5xx at error: those are
 * few, and each says something. Health checks and metric scrapes log at debug.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    const quiet = route !== undefined && QUIET_ROUTES.has(route);
    const status = reply.statusCode;
    const line = { req: request, res: { statusCode: status }, responseTime: reply.elapsedTime };
    if (quiet || status < 400 || status === 503) request.log.debug(line, 'request');
    else if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
});
