import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { RouteReply, RouteRequest, RouteSpec } from '@gabaritei/shared';

/**
 * Answers the route's body, or the reply itself when the handler sent through it: a body
 * that is not JSON (a text exposition, a file) or another status with its own body.
 */
export type RouteHandler<R extends RouteSpec> = (
  request: FastifyRequest<RouteRequest<R>>,
  reply: FastifyReply,
) => Promise<RouteReply<R> | FastifyReply>;

export type ServeOptions<R extends RouteSpec> = {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Per-route settings read by plugins (rate limits, body size). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  handler: RouteHandler<R>;
};

/**
 * Registers one route of shared's contract: its method and path as declared (no plugin
 * prefix, so the URL a newcomer reads in the contract is the one Fastify lists), its
 * schemas for validation and for the answer, and its success status.
 */
export function serveRoute<R extends RouteSpec>(
  app: FastifyInstance,
  route: R,
  options: ServeOptions<R>,
): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: route.response },
    },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      // Fastify validated params, query and body with the route's own schemas just before.
      const typed = request as unknown as FastifyRequest<RouteRequest<R>>;
      const body = await options.handler(typed, reply);
      // A handler that sent through the reply chose its own status.
      if (status !== 200 && body !== reply) reply.code(status);
      return body;
    },
  });
}
