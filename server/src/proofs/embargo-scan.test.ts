import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAM_ERRATA_EVENT, RANKING_EVENTS } from '@gabaritei/shared';
import {
  createRecorder,
  expectNoKeyIn,
  keyTracesIn,
  type Recorder,
} from '../exam/key-embargo.test-support';
import { MINUTE } from '../exam/exam.test-support';
import { SESSION_COOKIE } from '../http/session';
import { client, listen, ping } from '../realtime/socket.test-support';
import { SECRET_MARK } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { EMBARGO_ROUTES, isExempt } from './embargo-routes.table';
import { scanGetRoutes } from './embargo-scan.test-support';
import {
  DECISION_MARK,
  EMBARGO_ROLES,
  END,
  RELEASE,
  START,
  buildEmbargoWorld,
  changeKey,
  correctWhileSitting,
  outbox,
  sitAll,
  type EmbargoRole,
  type EmbargoWorld,
} from './embargo-world.test-support';

/**
 * The key-embargo scan, generated from the server's own route list: at each moment from
 * before the start to the release, every role around a sitting calls every GET route with
 * the world's ids; every body, socket message, e-mail, export file and PDF text is kept,
 * and none may carry anything derived from the key until end + grace. A key decision
 * made under the embargo brings score-change notes and their e-mails into the scan.
 */
describeBackends('generated key-embargo scan', (backend) => {
  let w: EmbargoWorld;
  let url: string;
  beforeAll(async () => {
    w = await buildEmbargoWorld(backend);
    url = await listen(w);
  }, 120_000);
  afterAll(async () => w?.close());

  it('classifies every GET route the server registers, and no route it lost', () => {
    const registered = w.app.routeList
      .filter((r) => r.method === 'GET')
      .map((r) => `${r.method} ${r.url}`);
    for (const route of registered)
      expect(
        EMBARGO_ROUTES[route],
        `rota GET sem classificação no embargo: ${route}`,
      ).toBeDefined();
    for (const route of Object.keys(EMBARGO_ROUTES))
      expect(registered, `rota classificada que o servidor não tem: ${route}`).toContain(route);
  });

  const scan = (rec: Recorder, at: string) => scanGetRoutes(w, rec, at);

  it('finds nothing derived from the key before end + grace, and the key after it', async () => {
    const rec = createRecorder();
    const sockets = {} as Record<EmbargoRole, Socket>;
    for (const role of EMBARGO_ROLES) {
      const cookie = role === 'anonymous' ? undefined : w.cookies[role];
      sockets[role] = await client(url, cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {});
      rec.socket(role, sockets[role]);
    }
    // The client joins again every minute while it watches; a jump of the clock needs it too.
    const rejoin = async () => {
      for (const socket of Object.values(sockets)) {
        socket.emit(RANKING_EVENTS.join, w.simuladoId);
        await ping(socket);
      }
    };
    const moments: string[] = [];
    let calls = 0;
    const at = async (moment: string, instant: Date) => {
      w.clock.set(instant);
      await rejoin();
      moments.push(moment);
      calls += await scan(rec, moment);
    };

    await at('before the start', new Date(START.getTime() - MINUTE));
    const keys = w.questions.map((q) => q.correct);
    await sitAll(
      w,
      {
        sitter: keys,
        classmate: keys.map(() => 'A'),
        otherStudent: keys.map((key) => (key === 'C' ? 'D' : 'C')),
      },
      // A correction while she sits: the errata reaches her screen, the commented key never.
      () => correctWhileSitting(w, SECRET_MARK),
    );
    await expect.poll(() => rec.received('sitter', EXAM_ERRATA_EVENT).length).toBe(1);
    // The recompute runs on real timers: its messages come before the clock moves on.
    await expect.poll(() => rec.received('sitter', RANKING_EVENTS.me).length).toBeGreaterThan(0);
    await expect
      .poll(() => rec.received('teacher', RANKING_EVENTS.updated).length)
      .toBeGreaterThan(0);
    // Under the embargo the key of question 1 moves from the sitter's option to the classmate's.
    const changedKey = `A${w.keyString.slice(1)}`;
    // The class's invitation e-mails came before: two score-change e-mails follow the decision.
    const before = (await outbox(w.db)).length;
    await changeKey(w, 'A');
    await expect
      .poll(async () => (await outbox(w.db)).length, { timeout: 10_000 })
      .toBe(before + 2);
    await at('during the window', new Date(START.getTime() + 5 * MINUTE));
    await at('at the end', END);
    await at('the last instant of the grace', new Date(RELEASE.getTime() - 1));

    for (const socket of Object.values(sockets)) await ping(socket);
    const mails = (await outbox(w.db)).map((m) => ({
      source: `e-mail to ${m.to_address}: ${m.subject}`,
      text: `${m.subject}\n${m.text_body}\n${m.html_body}`,
    }));
    const worldTraces = [w.keyString, changedKey, DECISION_MARK];
    expect(rec.events.length, 'the scan heard the live messages').toBeGreaterThan(0);
    expectNoKeyIn(mails, worldTraces);
    expectNoKeyIn(rec.seen, worldTraces);
    expect(JSON.stringify(rec.received('sitter', EXAM_ERRATA_EVENT))).not.toContain(SECRET_MARK);
    const embargoed = { messages: rec.events.length, bodies: rec.seen.length, calls };

    const opened = createRecorder();
    w.clock.set(RELEASE);
    moments.push('the release');
    calls += await scan(opened, 'the release');
    // The key is out, for the sitter, the teacher and the reports: the scan can see it.
    expect(
      keyTracesIn(opened.seen, [
        SECRET_MARK,
        '"correctOption"',
        '"isCorrect"',
        '"facility"',
        '"questionNumber"',
        'Resposta correta',
      ]),
    ).toEqual([
      SECRET_MARK,
      '"correctOption"',
      '"isCorrect"',
      '"facility"',
      '"questionNumber"',
      'Resposta correta',
    ]);

    const routes = Object.keys(EMBARGO_ROUTES).length;
    const exempt = Object.values(EMBARGO_ROUTES).filter(isExempt).length;
    console.log(
      `embargo scan on ${backend}: ${routes} GET routes (${exempt} exempt), ` +
        `${EMBARGO_ROLES.length} roles, ${moments.length} moments, ${calls} calls, ` +
        `${embargoed.messages} socket messages, ${mails.length} e-mails under the embargo`,
    );
  }, 600_000);
});
