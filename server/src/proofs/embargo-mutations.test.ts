import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import { createRecorder, KEY_TRACES, type Seen } from '../exam/key-embargo.test-support';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { regradeDone } from '../appeals/appeals.test-support';
import { DECISION_MARK } from './embargo-world.test-support';
import { ID_KINDS, type IdKind } from './route-matrix';
import { FULL_ROUTE_MATRIX } from './route-matrix.all';
import { liveSitting } from './embargo-mutations.test-support';
import { jobsSettled } from './jobs-settled.test-support';
import { buildWorld, inject, PRINCIPALS, type Principal, type World } from './world.test-support';

const HOUR = 60 * 60 * 1000;

/**
 * An ADMIN is never held by the embargo (canReadAnswerKey): the editor, the key change and
 * the exports answer the key to them by design. Every other principal is scanned.
 */
const HELD = PRINCIPALS.filter((p): p is Exclude<Principal, 'admin'> => p !== 'admin');

/**
 * Traces a route's answer may carry because they are not derived from the key there, and
 * why. Everything else in KEY_TRACES stays forbidden for that route too.
 */
const NOT_KEY_HERE: Record<string, { traces: string[]; why: string }> = {
  'POST /api/simulados/:id/questions/:questionId/appeals': {
    traces: ['"questionNumber"'],
    why: 'the number of the question she appealed, which she chose: not a score-change note',
  },
};

const isMutation = (route: string) => !route.startsWith('GET ') && !route.startsWith('HEAD ');

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

function expectNoTrace(seen: readonly Seen[], traces: readonly string[]): void {
  for (const { source, text } of seen)
    for (const trace of traces)
      expect(text, `${source} trouxe ${trace} durante o embargo do gabarito`).not.toContain(trace);
}

/**
 * Every non-GET route of the matrix (the matrix's own valid requests, every id kind), as
 * every held principal; each body is kept by `rec`. None may answer 5xx.
 */
async function scanMutations(w: World, at: string, answered: Set<string>): Promise<number> {
  let calls = 0;
  for (const [route, entry] of Object.entries(FULL_ROUTE_MATRIX)) {
    if (!isMutation(route)) continue;
    const rec = createRecorder();
    const method = route.split(' ')[0]!;
    for (const who of HELD)
      for (const id of entry.ids ? ID_KINDS : (['own'] as IdKind[])) {
        const request = await entry.request(w, id);
        const cookie = await cookieOf(w, who, request.freshSession === true);
        const res = await inject(w.app, { method, ...request, cookie });
        calls += 1;
        if (res.statusCode < 300) answered.add(route);
        const source = `${who} ${route} (${request.url}, ${id} id) at ${at}`;
        expect(res.statusCode, `${source}: ${res.body}`).toBeLessThan(500);
        await rec.pdf(source, rec.http(source, res));
        // What a success asked of the jobs (regrade, ranking) lands before the next call.
        await jobsSettled(w.app);
      }
    const allowed = NOT_KEY_HERE[route]?.traces ?? [];
    expectNoTrace(
      rec.seen,
      [...KEY_TRACES, DECISION_MARK].filter((t) => !allowed.includes(t)),
    );
  }
  return calls;
}

/**
 * The key-embargo scan of every non-GET route (POST, PUT, PATCH, DELETE): a submit, an
 * appeal filing, a save or a class action may answer with a result or a decision derived
 * from the key, which the GET scan (embargo-scan.test.ts) never sees. The route-matrix
 * world's simulado is made a dated one whose key waits for the end (AFTER_END), with an
 * explanation in every question; the matrix's valid requests run during the window and
 * at the last instant of the grace, and no body a non-admin gets may carry a key trace.
 */
describeBackends('generated key-embargo scan of non-GET routes', (backend) => {
  let w: World;
  let end: Date;
  beforeAll(async () => {
    w = await buildWorld(backend);
    const now = w.clock.now();
    end = new Date(now.getTime() + HOUR);
    await w.db
      .updateTable('simulados')
      .set({
        start_date: new Date(now.getTime() - HOUR),
        end_date: end,
        answer_key_release: 'AFTER_END',
        // Appeals are open for days after the end: the filing is reachable at the grace.
        appeals_until: new Date(end.getTime() + 48 * HOUR),
      })
      .where('id', '=', w.simuladoId)
      .execute();
    await w.db
      .updateTable('questions')
      .set({ explanation: `${SECRET_MARK}: comentário do gabarito.` })
      .where('simulado_id', '=', w.simuladoId)
      .execute();
    // A key decision under the embargo, on the question the matrix appeals: its reason is
    // key data, and a filing once answered with the question's decision.
    const [first] = await w.db
      .selectFrom('questions')
      .select('id')
      .where('simulado_id', '=', w.simuladoId)
      .orderBy('position')
      .execute();
    const decided = await inject(w.app, {
      method: 'PUT',
      url: `/api/admin/simulados/${w.simuladoId}/questions/${first!.id}/correct-option`,
      payload: { correctOption: 'B', reason: `${DECISION_MARK}: erro material no gabarito.` },
      cookie: w.accounts.admin.cookie,
    });
    if (decided.statusCode !== 200) throw new Error(`key change: ${decided.body}`);
    await regradeDone(w.app, w.accounts.admin.cookie, w.simuladoId);
  }, 120_000);
  afterAll(async () => w?.close());

  it('has a request for every non-GET route the server registers', () => {
    const registered = w.app.routeList.map((r) => `${r.method} ${r.url}`).filter(isMutation);
    expect(registered.length).toBeGreaterThan(0);
    for (const route of registered)
      expect(
        FULL_ROUTE_MATRIX[route],
        `rota ${route.split(' ')[0]} sem requisição no embargo (falta na matriz de rotas): ${route}`,
      ).toBeDefined();
  });

  it('answers no non-admin a key trace from any non-GET route before end + grace', async () => {
    let calls = 0;
    const answered = new Set<string>();
    calls += await scanMutations(w, 'during the window', answered);
    expectNoTrace(await liveSitting(w, 'during the window'), [...KEY_TRACES, DECISION_MARK]);
    w.clock.set(new Date(end.getTime() + SAVE_GRACE_MS - 1));
    calls += await scanMutations(w, 'the last instant of the grace', answered);
    // The scan reached the answers that matter, not only refusals.
    for (const route of [
      'POST /api/exam-sessions/:id/submit',
      'POST /api/simulados/:id/questions/:questionId/appeals',
      'POST /api/exam-sessions/start',
    ])
      expect(answered, `${route} não respondeu 2xx a ninguém durante o embargo`).toContain(route);
    const routes = Object.keys(FULL_ROUTE_MATRIX).filter(isMutation).length;
    console.log(
      `non-GET embargo scan on ${backend}: ${routes} routes, ${HELD.length} principals, ` +
        `2 moments, ${calls} calls, ${answered.size} routes answered 2xx: ${[...answered].join(', ')}`,
    );
  }, 600_000);
});
