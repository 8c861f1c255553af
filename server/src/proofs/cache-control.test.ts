import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { FULL_ROUTE_MATRIX } from './route-matrix.all';
import { buildWorld, inject, PRINCIPALS, type Principal, type World } from './world.test-support';

/** All the tables: the Word and JSON exports, which carry the key, are read with a real id. */
const MATRIX = FULL_ROUTE_MATRIX;

/** The API's only answers that are the same for everyone, so a browser may keep them. */
const PUBLIC = new Set(['GET /api/contact/channels']);

/**
 * A paper's images: the same bytes for every reader, but only readers of that paper get
 * them, so a success is kept by the browser alone (private) and a refusal is no-store.
 */
const PRIVATE_ON_SUCCESS = new Map([
  ['GET /api/simulados/:id/assets/:assetId', 'private, max-age=2592000'],
  // Her booklet under a URL naming its version (session-paper.ts): hers, kept by her browser.
  ['GET /api/exam-sessions/:id/paper', 'private, max-age=86400'],
]);

/** Every API answer is no-store: read every route, as every principal, from the route list. */
describeBackends('Cache-Control on personal responses', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(backend);
  }, 120_000);
  afterAll(async () => w?.close());

  async function cacheControlOf(route: string, who: Principal): Promise<string> {
    const [method, url] = route.split(' ') as [string, string];
    const entry = MATRIX[route];
    // A route the matrix lacks is route-matrix.test's failure; here it is called bare.
    const request = entry ? await entry.request(w, 'own') : { url };
    const cookie = who === 'anonymous' ? undefined : w.accounts[who].cookie;
    const res = await inject(w.app, { method, ...request, cookie });
    return `${res.statusCode} ${String(res.headers['cache-control'])}`;
  }

  it('sends no-store on every GET of the API, to every principal, success or refusal', async () => {
    const failures: string[] = [];
    const routes = w.app.routeList
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !PUBLIC.has(route));
    expect(routes).toContain('GET /api/me');
    for (const route of routes)
      for (const who of PRINCIPALS) {
        const seen = await cacheControlOf(route, who);
        const cached = PRIVATE_ON_SUCCESS.get(route);
        const ok =
          cached && seen.startsWith('200 ') ? seen === `200 ${cached}` : seen.includes('no-store');
        if (!ok) failures.push(`${route} as ${who}: ${seen}`);
      }
    expect(failures).toEqual([]);
  }, 300_000);

  it('sends no-store on the refusals of every other method, and on unknown API paths', async () => {
    const failures: string[] = [];
    for (const { method, url } of w.app.routeList) {
      if (method === 'GET' || !url.startsWith('/api/')) continue;
      const seen = await cacheControlOf(`${method} ${url}`, 'anonymous');
      if (!seen.includes('no-store')) failures.push(`${method} ${url}: ${seen}`);
    }
    const unknown = await cacheControlOf('GET /api/nada', 'studentOwner');
    if (!unknown.includes('no-store')) failures.push(`GET /api/nada: ${unknown}`);
    expect(failures).toEqual([]);
  }, 300_000);

  it('lets the public channels be cached', async () => {
    expect(await cacheControlOf('GET /api/contact/channels', 'studentOwner')).toBe(
      '200 public, max-age=300',
    );
  });
});
