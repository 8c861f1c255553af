import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { metricsUnauthorized, mayScrape } from './metrics-access';
import { secondsSince, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    metricsStartedAt?: bigint;
  }
}

/**
 * GET /metrics of an API instance, and the request-duration histogram every route feeds.
 * Not encapsulated: the hooks must see every route. Labels use the route template
 * (`/api/exam-sessions/:id`), never the URL, so ids do not explode the series; requests
 * no route matched share one label.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: Metrics; token?: string }) => {
    const { metrics } = opts;
    app.addHook('onRequest', async (request) => {
      request.metricsStartedAt = process.hrtime.bigint();
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.metricsStartedAt === undefined) return;
      metrics.httpDuration.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: String(reply.statusCode),
        },
        secondsSince(request.metricsStartedAt),
      );
    });

    app.get('/metrics', async (request, reply) => {
      if (!mayScrape(opts.token, request.headers.authorization))
        return reply.code(401).send(metricsUnauthorized);
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
  },
);
