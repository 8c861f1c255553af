import { expect, it } from 'vitest';
import { SAVE_GRACE_MS, type AssetRef } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { candidate } from '../exam/exam.test-support';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { shadePng, usePapersSuite } from './papers.test-support';

describeBackends('paper images behind the key', (backend) => {
  // A candidate's read decision is kept a few seconds (read-decisions.ts): the test moves
  // its clock past that window where it expects an edit to be seen.
  const clock = createFakeClock(new Date());
  const { t, papers, root } = usePapersSuite(backend, { clock });
  const afterTheKeptDecision = () => clock.advance(6_000);

  it("holds an image only an explanation shows until the key is out, the stem's never", async () => {
    const id = await createSimulado(t.db, {
      questions: 1,
      startDate: null,
      endDate: new Date(Date.now() + 3_600_000),
    });
    const upload = async (shade: number) =>
      (await papers.upload(id, await shadePng(shade), root.cookie)).json<AssetRef>();
    const [stem, both, solution] = [await upload(10), await upload(20), await upload(30)];
    const loose = await upload(40);
    const img = (ref: AssetRef) => `<img src="${ref.url}" alt="Figura">`;
    await t.db
      .updateTable('questions')
      .set({
        text: `<p>Veja ${img(stem)} e ${img(both)}</p>`,
        explanation: `<p>Resolução: ${img(solution)} ${img(both)}</p>`,
      })
      .where('simulado_id', '=', id)
      .execute();
    const sitter = await candidate(t.api, t.db, id);

    expect((await papers.asset(stem.url, sitter.cookie)).statusCode).toBe(200);
    expect((await papers.asset(both.url, sitter.cookie)).statusCode).toBe(200);
    const held = await papers.asset(solution.url, sitter.cookie);
    expect(held.statusCode).toBe(404);
    expect(held.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Imagem não encontrada.',
    });
    expect((await papers.asset(solution.url, root.cookie)).statusCode).toBe(200);
    // An upload no field names yet is held as well: only what the paper shows goes out.
    expect((await papers.asset(loose.url, sitter.cookie)).statusCode).toBe(404);
    expect((await papers.asset(loose.url, root.cookie)).statusCode).toBe(200);

    // An edit that shows it in the stem makes it the paper's (a new paper version). While
    // her kept decision names the old version it stays held: a stale read fails closed.
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Veja ${img(solution)}</p>` })
      .where('simulado_id', '=', id)
      .execute();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(404);
    afterTheKeptDecision();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(200);
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Veja ${img(stem)}</p>` })
      .where('simulado_id', '=', id)
      .execute();
    afterTheKeptDecision();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(404);

    // The window closed early and the key is out: the explanation's image comes with it,
    // once her kept decision (which named the later end) lapses.
    await t.db
      .updateTable('simulados')
      .set({ end_date: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    afterTheKeptDecision();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(200);
  });
});

describeBackends('paper images: a kept read decision', (backend) => {
  const clock = createFakeClock(new Date());
  const { t, papers, root } = usePapersSuite(backend, { clock });

  it('is read again at the key release it recorded, and sees access withdrawn', async () => {
    // Its window has ended; the key comes out 2 s from now, after the save grace.
    const release = clock.now().getTime() + 2_000;
    const end = new Date(release - SAVE_GRACE_MS);
    const id = await createSimulado(t.db, { questions: 1, startDate: null, endDate: end });
    const stem = (await papers.upload(id, await shadePng(50), root.cookie)).json<AssetRef>();
    const solution = (await papers.upload(id, await shadePng(60), root.cookie)).json<AssetRef>();
    await t.db
      .updateTable('questions')
      .set({
        text: `<p><img src="${stem.url}" alt="Figura"></p>`,
        explanation: `<p><img src="${solution.url}" alt="Resolução"></p>`,
      })
      .where('simulado_id', '=', id)
      .execute();
    const sitter = await candidate(t.api, t.db, id);
    expect((await papers.asset(stem.url, sitter.cookie)).statusCode).toBe(200);

    // Just before the release, extra time holds the key an hour longer. Her decision, kept
    // a second ago, named the old release: past it, it is read again, and the hold seen.
    await t.db
      .updateTable('simulados')
      .set({ key_hold_until: new Date(end.getTime() + 3_600_000) })
      .where('id', '=', id)
      .execute();
    clock.set(new Date(release + 100));
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(404);

    // Access withdrawn (a refund) is seen once her kept decision lapses.
    await t.db.deleteFrom('purchases').where('user_id', '=', sitter.id).execute();
    expect((await papers.asset(stem.url, sitter.cookie)).statusCode).toBe(200);
    clock.advance(6_000);
    expect((await papers.asset(stem.url, sitter.cookie)).statusCode).toBe(404);
  });
});
