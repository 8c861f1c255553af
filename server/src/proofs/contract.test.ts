import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type RouteSpec } from '@gabaritei/shared';
import { buildTestApp, type TestApp } from '../test/support';

/** Every route of shared's contract, as `METHOD path`. */
const declared: RouteSpec[] = Object.values(contract).flatMap((area) =>
  Object.values(area as Record<string, RouteSpec>),
);
const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * The contract is the API: the app serves every route it declares, with the contract's own
 * schema objects (a copy in a route file could drift from what the client parses), and no
 * route it does not declare. So a newcomer follows a URL from the contract to its handler,
 * and the route matrix, the fuzz and the embargo scan — all read from the app's route list —
 * enumerate exactly the contract.
 */
describe('the HTTP contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend: 'pglite' });
  });
  afterAll(async () => t?.close());

  it('is served whole, route by route, with its own schemas', () => {
    const served = new Map(t.app.routeList.map((r) => [keyOf(r.method, r.url), r.route]));
    for (const route of declared) {
      const key = keyOf(route.method, route.path);
      const options = served.get(key);
      expect(options, `rota do contrato que o servidor não serve: ${key}`).toBeDefined();
      expect(options?.schema?.params, key).toBe(route.params);
      expect(options?.schema?.querystring, key).toBe(route.query);
      expect(options?.schema?.body, key).toBe(route.body);
      const response = options?.schema?.response as Record<number, unknown> | undefined;
      expect(response?.[route.status ?? 200], key).toBe(route.response);
    }
  });

  it('declares every route the server registers, and each once', () => {
    const keys = declared.map((route) => keyOf(route.method, route.path));
    expect(new Set(keys).size, 'a route declared twice').toBe(keys.length);
    const undeclared = t.app.routeList
      .map((r) => keyOf(r.method, r.url))
      .filter((key) => !keys.includes(key));
    expect(undeclared, 'rotas fora do contrato em shared/src/contract').toEqual([]);
  });

  it('keeps the answer save as lean as it was: no hook, setting or body limit of its own', () => {
    const save = t.app.routeList.find(
      (r) => r.method === 'POST' && r.url === contract.exam.saveAnswer.path,
    )?.route;
    expect(save).toBeDefined();
    // The plugin's onRequest guard is the only hook; anything per route is per-save work.
    for (const option of ['preHandler', 'preValidation', 'preSerialization', 'bodyLimit'] as const)
      expect(save?.[option], option).toBeUndefined();
  });
});
