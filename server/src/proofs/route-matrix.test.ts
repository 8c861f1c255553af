import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { ID_KINDS, type Expect, type IdKind } from './route-matrix';
import { FULL_ROUTE_MATRIX } from './route-matrix.all';
import { jobsSettled } from './jobs-settled.test-support';
import {
  buildWorld,
  inject,
  PRINCIPALS,
  snapshot,
  type Principal,
  type World,
} from './world.test-support';

const MATRIX = FULL_ROUTE_MATRIX;

/** MATRIX_RECORD=1 prints the observed table instead of asserting (to write a new entry). */
const RECORD = process.env.MATRIX_RECORD === '1';

function expected(value: Expect, id: IdKind): number {
  return typeof value === 'number' ? value : value[ID_KINDS.indexOf(id)]!;
}

async function cookieOf(w: World, who: Principal, fresh: boolean): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  const account = w.accounts[who];
  if (!fresh) return account.cookie;
  const res = await inject(w.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  return res.cookies.find((c) => c.name === 'gabaritei_sid')?.value;
}

describeBackends('route-table authorization matrix', (backend) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(backend);
  }, 120_000);
  afterAll(async () => w?.close());

  it('has an entry for every route the server registers, and none for a route it lost', () => {
    const registered = w.app.routeList.map((r) => `${r.method} ${r.url}`);
    for (const route of registered)
      expect(MATRIX[route], `nova rota sem entrada na matriz: ${route}`).toBeDefined();
    for (const route of Object.keys(MATRIX))
      expect(registered, `rota da matriz que o servidor não tem: ${route}`).toContain(route);
  });

  it('answers each principal and id with the expected status; a refusal changes nothing', async () => {
    const observed: Record<string, Record<string, number[]>> = {};
    const failures: string[] = [];
    let calls = 0;
    for (const [route, entry] of Object.entries(MATRIX)) {
      const method = route.split(' ')[0]!;
      for (const who of PRINCIPALS) {
        for (const id of entry.ids ? ID_KINDS : (['own'] as IdKind[])) {
          const request = await entry.request(w, id);
          const cookie = await cookieOf(w, who, request.freshSession === true);
          // A regrade an earlier success started writes late: not this call's doing.
          await jobsSettled(w.app);
          const before = await snapshot(w.db);
          const res = await inject(w.app, { method, ...request, cookie });
          calls += 1;
          ((observed[route] ??= {})[who] ??= []).push(res.statusCode);
          if (RECORD) continue;
          const want = expected(entry.expect[who], id);
          const where = `${route} as ${who} with ${id} id`;
          if (res.statusCode !== want) failures.push(`${where}: ${res.statusCode} ≠ ${want}`);
          if (res.statusCode >= 400) {
            const changed = await snapshot(w.db);
            for (const [table, print] of Object.entries(before))
              if (changed[table] !== print) failures.push(`${where}: refused but ${table} changed`);
          }
        }
      }
    }
    if (RECORD) console.log(`MATRIX ${JSON.stringify(observed)}`);
    console.log(`authorization matrix on ${backend}: ${calls} calls`);
    expect(failures).toEqual([]);
  }, 600_000);
});
