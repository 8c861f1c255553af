import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AssetRef } from '@gabaritei/shared';
import { candidate } from '../exam/exam.test-support';
import { createSimulado } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { usePapersSuite } from './papers.test-support';

const png = (shade: number) =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: { r: shade, g: 0, b: 0 } } })
    .png()
    .toBuffer();

describeBackends('paper images behind the key', (backend) => {
  const { t, papers, root } = usePapersSuite(backend);

  it("holds an image only an explanation shows until the key is out, the stem's never", async () => {
    const id = await createSimulado(t.db, {
      questions: 1,
      startDate: null,
      endDate: new Date(Date.now() + 3_600_000),
    });
    const upload = async (shade: number) =>
      (await papers.upload(id, await png(shade), root.cookie)).json<AssetRef>();
    const [stem, both, solution] = [await upload(10), await upload(20), await upload(30)];
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

    // An edit that shows it in the stem makes it the paper's at once (a new paper version).
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Veja ${img(solution)}</p>` })
      .where('simulado_id', '=', id)
      .execute();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(200);
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Veja ${img(stem)}</p>` })
      .where('simulado_id', '=', id)
      .execute();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(404);

    // The window closed and the key is out: the explanation's image comes with it.
    await t.db
      .updateTable('simulados')
      .set({ end_date: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    expect((await papers.asset(solution.url, sitter.cookie)).statusCode).toBe(200);
  });
});
