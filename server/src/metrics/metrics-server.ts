import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsUnauthorized, mayScrape } from './metrics-access';
import type { Metrics } from './metrics';

/**
 * A worker's GET /metrics: a worker serves no HTTP otherwise, and Fastify would be a lot
 * of process for one route. Port 0 picks a free port (tests read `port`).
 */
export async function startMetricsServer(
  metrics: Pick<Metrics, 'registry'>,
  options: { port: number; host: string; token?: string },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const json = 'application/json; charset=utf-8';
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      send(
        404,
        json,
        JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado.' }),
      );
      return;
    }
    if (!mayScrape(options.token, request.headers.authorization)) {
      send(401, json, JSON.stringify(metricsUnauthorized));
      return;
    }
    metrics.registry.metrics().then(
      (text) => send(200, metrics.registry.contentType, text),
      () =>
        send(
          500,
          json,
          JSON.stringify({
            statusCode: 500,
            code: 'INTERNAL',
            message: 'Erro ao coletar as métricas.',
          }),
        ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
