import { routeUrl, type RouteInput, type RouteResult, type RouteSpec } from '@gabaritei/shared';
import { apiRequest, apiUpload } from './client';

/**
 * Calls one route of shared's contract: the URL comes from the route's path and the given
 * params and query, and the answer is parsed with the route's response schema, so a feature
 * names a route (`contract.purchases.mine`) instead of writing its URL.
 */
export async function call<R extends RouteSpec>(
  route: R,
  input: RouteInput<R>,
  signal?: AbortSignal,
): Promise<RouteResult<R>> {
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = routeUrl(route, params, query);
  const answer = await apiRequest<unknown>(url, { method: route.method, body, signal });
  return route.response.parse(answer) as RouteResult<R>;
}

/** A route that takes a multipart body (file uploads): params and query as `call`, then the form. */
export async function callUpload<R extends RouteSpec>(
  route: R,
  input: Omit<RouteInput<R>, 'body'>,
  form: FormData,
  signal?: AbortSignal,
): Promise<RouteResult<R>> {
  const { params, query } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
  };
  const answer = await apiUpload<unknown>(
    routeUrl(route, params, query),
    route.method,
    form,
    signal,
  );
  return route.response.parse(answer) as RouteResult<R>;
}
