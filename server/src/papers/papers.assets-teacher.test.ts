import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AssetRef } from '@gabaritei/shared';
import { insertClass } from '../classes/classes.test-support';
import { createFakeClock } from '../clock';
import { candidate } from '../exam/exam.test-support';
import { createSimulado, SECRET_MARK, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { usePapersSuite } from './papers.test-support';

const png = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

describeBackends('paper images for teachers', (backend) => {
  const clock = createFakeClock(new Date());
  const { t, papers, root } = usePapersSuite(backend, { clock });

  async function withImage(values: { endDate?: Date } = {}) {
    const id = await createSimulado(t.db, { questions: 2, startDate: null, ...values });
    const ref = (await papers.upload(id, await png(), root.cookie)).json<AssetRef>();
    // Placed in a stem: before the key only the images the paper shows are served.
    await t.db
      .updateTable('questions')
      .set({ text: `<p>Observe: <img src="${ref.url}" alt="Gráfico"></p>` })
      .where('simulado_id', '=', id)
      .where('position', '=', 1)
      .execute();
    return { id, ref };
  }

  it('serves a class teacher the images once the stems reach them, nobody else', async () => {
    const { id, ref } = await withImage();
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    const otherTeacher = await signedIn(t.api, t.db, 'TEACHER');
    const unreleased = await signedIn(t.api, t.db, 'TEACHER');
    await insertClass(t.db, { teacherId: teacher.id, simuladoIds: [id] });
    await insertClass(t.db, { teacherId: otherTeacher.id, simuladoIds: [] });
    await insertClass(t.db, {
      teacherId: unreleased.id,
      simuladoIds: [await createSimulado(t.db)],
    });
    const outsider = await signedIn(t.api, t.db);
    const sitter = await candidate(t.api, t.db, id);

    const ok = await papers.asset(ref.url, teacher.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    const bytes = ok.rawPayload;
    expect((await sharp(bytes).metadata()).width).toBe(20);
    // The image and nothing else: no key, no explanation, in the body or the headers.
    const leak = `${bytes.toString('latin1')}${JSON.stringify(ok.headers)}`;
    expect(leak).not.toContain(SECRET_MARK);
    expect(leak).not.toMatch(/correct|gabarito/i);
    const etag = String(ok.headers.etag);
    expect(
      (await papers.asset(ref.url, teacher.cookie, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    expect((await papers.asset(ref.url, sitter.cookie)).statusCode).toBe(200);

    for (const cookie of [otherTeacher.cookie, unreleased.cookie, outsider.cookie, undefined]) {
      const res = await papers.asset(ref.url, cookie, { 'if-none-match': etag });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Imagem não encontrada.',
      });
    }
  });

  it('holds a teacher back while the key is embargoed, as their statistics are', async () => {
    const end = new Date(Date.now() + 3_600_000);
    const { id, ref } = await withImage({ endDate: end });
    const teacher = await signedIn(t.api, t.db, 'TEACHER');
    await insertClass(t.db, { teacherId: teacher.id, simuladoIds: [id] });
    const sitter = await candidate(t.api, t.db, id);

    // The candidate sits it now; the teacher sees no stem until the key is out.
    expect((await papers.asset(ref.url, sitter.cookie)).statusCode).toBe(200);
    expect((await papers.asset(ref.url, teacher.cookie)).statusCode).toBe(404);

    await t.db
      .updateTable('simulados')
      .set({ end_date: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    expect((await papers.asset(ref.url, teacher.cookie)).statusCode).toBe(200);
    // Archived: nobody, once the teacher's kept read decision (a few seconds) lapses.
    await t.db
      .updateTable('simulados')
      .set({ archived_at: new Date() })
      .where('id', '=', id)
      .execute();
    clock.advance(6_000);
    expect((await papers.asset(ref.url, teacher.cookie)).statusCode).toBe(404);
  });
});
