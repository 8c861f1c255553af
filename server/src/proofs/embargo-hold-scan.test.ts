import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAVE_GRACE_MS } from '@gabaritei/shared';
import {
  KEY_TRACES,
  createRecorder,
  expectNoKeyIn,
  keyTracesIn,
} from '../exam/key-embargo.test-support';
import { MINUTE, candidate, startSession, examApi } from '../exam/exam.test-support';
import { describeBackends } from '../test/support';
import {
  DECISION_MARK,
  END,
  buildEmbargoWorld,
  changeKey,
  outbox,
  sitAll,
  type EmbargoWorld,
} from './embargo-world.test-support';
import { scanGetRoutes } from './embargo-scan.test-support';

const EXTRA_MINUTES = 60;
/** Where her own appeal is listed ('Meus recursos', and her data export). */
const APPEAL_CARRIERS = [' GET /api/me/appeals (', ' GET /api/me/export ('];
/** The key's release once extra time holds it: the accommodated deadline plus the grace. */
const HELD_RELEASE = new Date(END.getTime() + EXTRA_MINUTES * MINUTE + SAVE_GRACE_MS);

/**
 * The key-embargo scan after the general end, while a candidate with extra time still
 * writes: the end has passed for everybody else (the appeals window opened, a key decision
 * answered an appeal), yet no GET route may carry anything derived from the key before
 * her deadline + grace.
 */
describeBackends('generated key-embargo scan under an accommodation hold', (backend) => {
  let w: EmbargoWorld;
  beforeAll(async () => {
    w = await buildEmbargoWorld(backend);
  }, 120_000);
  afterAll(async () => w?.close());

  const admin = (method: 'PUT', url: string, payload: object) =>
    w.app.inject({ method, url, payload, cookies: { gabaritei_sid: w.admin.cookie } });

  it('finds nothing of the key between the end and her deadline, and the key after it', async () => {
    const late = await candidate(w.api, w.db, w.simuladoId);
    const base = `/api/admin/simulados/${w.simuladoId}`;
    const grant = await admin('PUT', `${base}/accommodations`, {
      email: late.email,
      extraMinutes: EXTRA_MINUTES,
      reason: 'Laudo médico',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const window = await admin('PUT', `${base}/appeals-window`, {
      appealsUntil: new Date(END.getTime() + 48 * 60 * MINUTE).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(200);
    const keys = w.questions.map((q) => q.correct);
    await sitAll(w, {
      sitter: keys,
      classmate: keys.map(() => 'A'),
      otherStudent: keys.map((key) => (key === 'C' ? 'D' : 'C')),
    });

    // After the general end she starts, and the sitter appeals question 1, which is decided.
    w.clock.set(new Date(END.getTime() + 5 * MINUTE));
    await startSession(examApi(w.api), late.cookie, w.simuladoId);
    const appeal = await w.app.inject({
      method: 'POST',
      url: `/api/simulados/${w.simuladoId}/questions/${w.questions[0]!.id}/appeals`,
      payload: { text: 'A alternativa A também está correta segundo a lei.' },
      cookies: { gabaritei_sid: w.cookies.sitter },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    await changeKey(w, 'A');
    const changedKey = `A${w.keyString.slice(1)}`;

    const rec = createRecorder();
    let calls = await scanGetRoutes(w, rec, 'after the end, during the hold');
    w.clock.set(new Date(HELD_RELEASE.getTime() - 1));
    calls += await scanGetRoutes(w, rec, 'the last instant of the hold');
    const mails = (await outbox(w.db)).map((m) => ({
      source: `e-mail to ${m.to_address}: ${m.subject}`,
      text: `${m.subject}\n${m.text_body}\n${m.html_body}`,
    }));
    expectNoKeyIn(mails, [w.keyString, changedKey, DECISION_MARK]);
    // Her own appeal names its question number ('Meus recursos', her data export): not a
    // score-change note. Every other trace is still looked for there.
    const listsAppeal = (seen: { source: string }) =>
      APPEAL_CARRIERS.some((carrier) => seen.source.includes(carrier));
    expectNoKeyIn(
      rec.seen.filter((seen) => !listsAppeal(seen)),
      [w.keyString, changedKey, DECISION_MARK],
    );
    const appealTraces = [
      ...KEY_TRACES.filter((trace) => trace !== '"questionNumber"'),
      w.keyString,
      changedKey,
      DECISION_MARK,
      '"KEY_CHANGED"',
    ];
    for (const { source, text } of rec.seen.filter(listsAppeal))
      for (const trace of appealTraces)
        expect(text, `${source} carried ${trace}`).not.toContain(trace);

    const opened = createRecorder();
    w.clock.set(HELD_RELEASE);
    calls += await scanGetRoutes(w, opened, 'the release');
    // The decision reaches the appellant once the key is out: the scan can see it.
    expect(keyTracesIn(opened.seen, [DECISION_MARK, '"correctOption"'])).toEqual([
      DECISION_MARK,
      '"correctOption"',
    ]);
    console.log(`embargo hold scan on ${backend}: ${calls} calls`);
  }, 600_000);
});
