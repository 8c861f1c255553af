import { routeUrl, type RouteInput, type RouteResult, type RouteSpec } from '@gabaritei/shared';
import { apiRequest } from './client';

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
