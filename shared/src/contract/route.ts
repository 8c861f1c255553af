import type { z } from 'zod';

/**
 * The HTTP contract's building block: one route as both sides see it. The server registers
 * it (server/src/http/serve-route.ts) with these schemas for validation and serialisation,
 * and the client calls it (client/src/api/call.ts) by building the URL from `path` and
 * parsing the answer with `response`. Neither side writes the URL again.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteSpec = {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/purchases/access/:simuladoId`. */
  readonly path: `/${string}`;
  readonly params?: z.ZodType<Record<string, string>>;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success status; 200 unless said. */
  readonly status?: 200 | 201 | 202 | 204;
  readonly response: z.ZodType;
};

/** Keeps each route's literal types (method, path, schemas) while checking its shape. */
export function defineRoutes<const Routes extends Record<string, RouteSpec>>(
  routes: Routes,
): Routes {
  return routes;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller hands in: only the parts the route declares. */
export type RouteInput<R extends RouteSpec> = (R['params'] extends z.ZodType
  ? { params: InputOf<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: InputOf<R['query']> } : { query?: never }) &
  (R['body'] extends z.ZodType ? { body: InputOf<R['body']> } : { body?: never });

/** What a route's handler receives, after the server parsed it. */
export type RouteRequest<R extends RouteSpec> = {
  Params: OutputOf<R['params']>;
  Querystring: OutputOf<R['query']>;
  Body: OutputOf<R['body']>;
};

/** What the handler answers (before serialisation) and what the client gets (after). */
export type RouteReply<R extends RouteSpec> = z.input<R['response']>;
export type RouteResult<R extends RouteSpec> = z.output<R['response']>;

/**
 * The URL of one call: `:name` segments replaced by their encoded values, and the query's
 * defined values appended in order.
 */
export function routeUrl(
  route: RouteSpec,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
): string {
  const path = route.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
