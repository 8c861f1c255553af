import { expect, it } from 'vitest';
import { PAPER_PASS_COOKIE, type AssetRef, type ExamSession } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { candidate } from '../exam/exam.test-support';
import { PAPER_PASS_WINDOW_MS } from '../exam/paper-pass';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { shadePng, usePapersSuite } from './papers.test-support';

/**
 * Her paper pass as a cookie on her paper's images (exam/paper-pass.ts): the start burst's
 * figures skip the access query. Her access is taken away behind the route's back to tell
 * which answered: the pass, or the read rule that asks the database.
 */
describeBackends('paper images on a paper pass', (backend) => {
  const clock = createFakeClock(new Date());
  const { t, papers, root } = usePapersSuite(backend, { clock });
  /** One more than the seconds a read decision is kept (read-decisions.ts). */
  const pastKeptDecisions = () => clock.advance(6_000);

  async function sitting() {
    const id = await createSimulado(t.db, {
      questions: 1,
      priceCents: 1990,
      endDate: new Date(Date.now() + 3e6),
    });
    const upload = async (shade: number) =>
      (await papers.upload(id, await shadePng(shade), root.cookie)).json<AssetRef>();
    const [stem, solution] = [await upload(10), await upload(30)];
    await t.db
      .updateTable('questions')
      .set({
        text: `<p>Veja <img src="${stem.url}" alt="Mapa"></p>`,
        explanation: `<p><img src="${solution.url}" alt="Resolução"></p>`,
      })
      .where('simulado_id', '=', id)
      .execute();
    const ana = await candidate(t.api, t.db, id);
    const res = await t.api.post(
      '/api/exam-sessions/start',
      { simuladoId: id, paper: 'apart' },
      { cookie: ana.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json() as ExamSession;
    const cookie = res.cookies.find((c) => c.name === PAPER_PASS_COOKIE);
    // What proves her access to the read rule: her purchase, and her session itself.
    const revoke = async () => {
      await t.db.deleteFrom('purchases').where('user_id', '=', ana.id).execute();
      await t.db.deleteFrom('exam_sessions').where('user_id', '=', ana.id).execute();
    };
    return { id, stem, solution, ana, session, cookie, revoke };
  }
  const withPass = (pass: string | undefined) => ({ cookie: `${PAPER_PASS_COOKIE}=${pass}` });

  it('is set by the start on her paper images alone, strict, HttpOnly, for the window', async () => {
    const { id, session, cookie } = await sitting();
    expect(cookie).toMatchObject({
      value: session.paperPass,
      path: `/api/simulados/${id}/assets`,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: PAPER_PASS_WINDOW_MS / 1000,
    });
  });

  it("opens the paper's images from memory in its window, not after it", async () => {
    const { stem, ana, session, revoke } = await sitting();
    await revoke();
    pastKeptDecisions();
    const asked = (headers = {}) => papers.asset(stem.url, ana.cookie, headers);
    expect((await asked()).statusCode).toBe(404);
    const served = await asked(withPass(session.paperPass));
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    clock.advance(PAPER_PASS_WINDOW_MS);
    expect((await asked(withPass(session.paperPass))).statusCode).toBe(404);
  });

  it('never opens what only the key shows, another simulado, nor for anyone else', async () => {
    const first = await sitting();
    const second = await sitting();
    await Promise.all([first.revoke(), second.revoke()]);
    pastKeptDecisions();
    const pass = withPass(first.session.paperPass);
    expect((await papers.asset(first.solution.url, first.ana.cookie, pass)).statusCode).toBe(404);
    expect((await papers.asset(second.stem.url, first.ana.cookie, pass)).statusCode).toBe(404);
    expect((await papers.asset(first.stem.url, second.ana.cookie, pass)).statusCode).toBe(404);
    expect((await papers.asset(first.stem.url, undefined, pass)).statusCode).toBe(404);
    const junk = withPass('x'.repeat(60));
    expect((await papers.asset(first.stem.url, first.ana.cookie, junk)).statusCode).toBe(404);
  });

  it('leaves a corrected paper to the read rule, which reads the new version', async () => {
    const { id, stem, ana, session, revoke } = await sitting();
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Veja bem <img src="${stem.url}" alt="Mapa"></p>` })
      .where('simulado_id', '=', id)
      .execute();
    // Her reload asks active, which reads the new version: her old pass no longer opens.
    const reload = await t.api.get(`/api/exam-sessions/active?simuladoId=${id}&paper=apart`, {
      cookie: ana.cookie,
    });
    expect(reload.statusCode).toBe(200);
    await revoke();
    pastKeptDecisions();
    expect((await papers.asset(stem.url, ana.cookie, withPass(session.paperPass))).statusCode).toBe(
      404,
    );
  });
});
