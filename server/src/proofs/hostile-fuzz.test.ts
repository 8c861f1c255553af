import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { mutation, urlEncode, type Mutation } from './hostile-arbitraries';
import { ID_KINDS, type MatrixEntry, type MatrixRequest } from './route-matrix';
import { FULL_ROUTE_MATRIX } from './route-matrix.all';
import { buildWorld, installChangeCounter, type Principal, type World } from './world.test-support';
import { jobsSettled } from './jobs-settled.test-support';

/** Every route of the matrix, so every route the server registers (route-matrix.test.ts). */
const MATRIX = FULL_ROUTE_MATRIX;

/** 200 generated cases per route in CI; FUZZ_RUNS changes it for a local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Words of zod's or Fastify's English messages: a pt-BR message has none of them. */
const ENGLISH = /\b(the|must|should|expected|invalid|required|received|unexpected|body)\b/i;

/** The caller that gets past the route's guards, so the hostile input reaches validation. */
function callerOf(entry: MatrixEntry): Principal {
  const order: Principal[] = ['studentOwner', 'teacherOwner', 'admin', 'anonymous'];
  const own = (who: Principal) => {
    const want = entry.expect[who];
    return typeof want === 'number' ? want : want[0];
  };
  return order.find((who) => own(who) < 400) ?? 'admin';
}

/** The valid request of the matrix with one hostile change applied. */
function mutate(route: string, base: MatrixRequest, change: Mutation) {
  const [method, pattern] = route.split(' ') as [string, string];
  const [path, search = ''] = base.url.split('?') as [string, string?];
  const segments = path.split('/');
  const params = pattern
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? index : -1))
    .filter((index) => index >= 0);
  const query = new URLSearchParams(search);
  let payload = base.payload;
  const hasBody = method !== 'GET';
  if (change.kind === 'param' && params.length > 0) {
    segments[params[change.index % params.length]!] = urlEncode(change.value);
  } else if (change.kind === 'field' && hasBody && payload && typeof payload === 'object') {
    const keys = Object.keys(payload);
    const key = keys.length > 0 ? keys[change.index % keys.length]! : 'campo';
    payload = { ...(payload as object), [key]: change.value };
  } else if (change.kind === 'body' && hasBody) {
    payload = change.value;
  } else {
    const value = 'value' in change && typeof change.value === 'string' ? change.value : '\u0000';
    const keys = [...query.keys()];
    const key = change.kind === 'query' && change.key !== null ? change.key : (keys[0] ?? 'x');
    query.delete(key);
    query.append(key, value);
    if (change.kind === 'query' && change.repeat) query.append(key, value);
  }
  const encodedQuery = [...query.entries()]
    .map(([key, value]) => `${urlEncode(key)}=${urlEncode(value)}`)
    .join('&');
  return {
    method,
    url: segments.join('/') + (encodedQuery ? `?${encodedQuery}` : ''),
    payload: hasBody ? payload : undefined,
  };
}

describeBackends('generated hostile input', (backend) => {
  let w: World;
  let changes: () => Promise<number>;
  beforeAll(async () => {
    w = await buildWorld(backend);
    changes = await installChangeCounter(w.db);
  }, 120_000);
  afterAll(async () => w?.close());

  it(`never answers 5xx, always the JSON error shape, and a 4xx changes nothing (${RUNS} cases per route)`, async () => {
    const perRoute: Record<string, number> = {};
    for (const [route, entry] of Object.entries(MATRIX)) {
      const who = callerOf(entry);
      const base = await entry.request(w, entry.ids ? ID_KINDS[0]! : 'own');
      // Logout would end the suite's own session: it is fuzzed anonymously.
      const cookie = who === 'anonymous' || base.freshSession ? undefined : w.accounts[who].cookie;
      perRoute[route] = 0;
      // The rows written so far: counted again only after a success, which may write.
      await jobsSettled(w.app);
      let known = await changes();
      await fc.assert(
        fc.asyncProperty(mutation, async (change) => {
          const request = mutate(route, base, change);
          const res = await w.app.inject({
            method: request.method as 'GET',
            url: request.url,
            cookies: cookie ? { gabaritei_sid: cookie } : {},
            ...(request.payload === undefined
              ? {}
              : {
                  payload: JSON.stringify(request.payload) ?? 'null',
                  headers: { 'content-type': 'application/json' },
                }),
          });
          perRoute[route]! += 1;
          const where = `${route} ${request.url.slice(0, 200)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode < 400) {
            // A success may start jobs that write later (a regrade after an annulment):
            // the baseline is taken once they are done, or their writes would blame a 4xx.
            await jobsSettled(w.app);
            known = await changes();
            return;
          }
          const body = res.json() as Record<string, unknown>;
          expect(Object.keys(body).sort(), where).toEqual(['code', 'message', 'statusCode']);
          expect(body.statusCode, where).toBe(res.statusCode);
          expect(typeof body.code, where).toBe('string');
          expect(String(body.message), where).not.toMatch(ENGLISH);
          expect(await changes(), `${where}: a ${res.statusCode} changed the data`).toBe(known);
        }),
        { numRuns: RUNS },
      );
    }
    const counts = Object.values(perRoute);
    console.log(
      `generated hostile input on ${backend}: ${counts.length} routes, ` +
        `${Math.min(...counts)}–${Math.max(...counts)} cases each`,
    );
    for (const [route, count] of Object.entries(perRoute))
      expect(count, route).toBeGreaterThanOrEqual(RUNS);
  }, 1_200_000);
});
