import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contract } from '@gabaritei/shared';
import { serveRoute } from '../http/serve-route';
import { metricsUnauthorized, mayScrape } from './metrics-access';
import { secondsSince, type Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    metricsStartedAt?: bigint;
  }
}

/**
 * GET /metrics of an API instance (shared's contract.metrics), and the request-duration
 * histogram every route feeds. Not encapsulated: the hooks must see every route. Labels
 * use the route template (`/api/exam-sessions/:id`), never the URL, so ids do not explode
 * the series; requests no route matched share one label.
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

    serveRoute(app, contract.metrics.scrape, {
      handler: async (request, reply) => {
        if (!mayScrape(opts.token, request.headers.authorization))
          return reply.code(401).send(metricsUnauthorized);
        // Prometheus's own content type: Fastify then sends the text as it is, not as JSON.
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).send(text);
      },
    });
  },
);
