import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { candidate, createSimulado, signedIn } from '../exam/exam.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const T0 = new Date('2026-11-20T10:00:00.000Z');
const DAY = 24 * 3_600_000;

/**
 * Every GET route of the app, from its own route table (a new route is covered at once):
 * printRoutes draws a tree whose children extend their parent's path.
 */
function getRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S*) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    if (match[3]!.split(', ').includes('GET')) routes.add(path);
  }
  return [...routes].filter((route) => route.startsWith('/api'));
}

/** The route with every parameter filled by `value`, and the ids a query may ask for. */
function fill(route: string, value: string, simuladoId: string): string {
  const path = route.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);
  return `${path}?simuladoId=${simuladoId}&userId=${value}`;
}

/**
 * Paper gating: anonymous, a student without purchase and a buyer before the
 * start get no question text from ANY GET route.
 */
describeBackends('paper gating', (backend) => {
  const clock = createFakeClock(T0);
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });
  let simuladoId: string;
  let texts: string[];

  beforeAll(async () => {
    simuladoId = await createSimulado(t.db, {
      priceCents: 4990,
      questions: 3,
      startDate: new Date(T0.getTime() + 3 * DAY),
      endDate: new Date(T0.getTime() + 4 * DAY),
    });
    const rows = await t.db
      .selectFrom('questions')
      .select('text')
      .where('simulado_id', '=', simuladoId)
      .execute();
    // Unique statements, so a hit cannot be an unrelated simulado's.
    texts = rows.map((row) => row.text);
    for (const text of texts)
      await t.db
        .updateTable('questions')
        .set({ text: `ENUNCIADO-SIGILOSO ${text}` })
        .where('simulado_id', '=', simuladoId)
        .where('text', '=', text)
        .execute();
    texts = texts.map((text) => `ENUNCIADO-SIGILOSO ${text}`);
  });

  it('covers every GET route of the app', () => {
    const routes = getRoutes(t.app);
    expect(routes).toContain('/api/simulados/:id');
    expect(routes).toContain('/api/answers/simulado/:id/paper');
    expect(routes.length).toBeGreaterThan(10);
  });

  it('gives no question text to anonymous, non-buyers and buyers before the start', async () => {
    const stranger = await signedIn(t.api, t.db);
    const buyer = await candidate(t.api, t.db, simuladoId);
    const callers = [
      { id: simuladoId, cookie: undefined },
      { id: stranger.id, cookie: stranger.cookie },
      { id: buyer.id, cookie: buyer.cookie },
    ];
    const routes = getRoutes(t.app);
    let calls = 0;
    for (const caller of callers)
      for (const route of routes)
        for (const value of [simuladoId, caller.id]) {
          const res = await t.api.get(fill(route, value, simuladoId), { cookie: caller.cookie });
          calls++;
          for (const text of texts)
            expect(res.body, `${route} as ${caller.id}`).not.toContain(text);
        }
    expect(calls).toBe(callers.length * routes.length * 2);

    // Once it opened, the buyer gets the paper; the others still do not.
    clock.set(new Date(T0.getTime() + 3 * DAY));
    const opened = await t.api.get(`/api/simulados/${simuladoId}`, { cookie: buyer.cookie });
    expect(opened.body).toContain(texts[0]);
    const paper = await t.api.get(`/api/answers/simulado/${simuladoId}/paper`, buyer);
    expect(paper.statusCode).toBe(200);
    expect(paper.json().questions).toHaveLength(3);
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await t.api.get(`/api/simulados/${simuladoId}`, { cookie });
      expect(res.json()).toMatchObject({ questionCount: 3, questions: [] });
    }
    expect(
      (await t.api.get(`/api/answers/simulado/${simuladoId}/paper`, stranger)).statusCode,
    ).toBe(403);
  });
});
