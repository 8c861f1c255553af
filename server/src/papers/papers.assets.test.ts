import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { AssetRef } from '@gabaritei/shared';
import { candidate } from '../exam/exam.test-support';
import { createSimulado, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { usePapersSuite } from './papers.test-support';

const MARK = 'SEGREDO-NOS-METADADOS';

/** A real image of `format` carrying EXIF metadata that must not survive the upload. */
async function imageWithMetadata(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  const image = sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
  }).withExif({ IFD0: { Copyright: MARK, ImageDescription: MARK } });
  return image.toFormat(format).toBuffer();
}

describeBackends('paper images', (backend) => {
  const { t, papers, root } = usePapersSuite(backend);

  it('takes PNG, JPEG, WebP and GIF by content, re-encoded without metadata', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const sent = await imageWithMetadata(format);
      if (format !== 'gif') expect(sent.includes(MARK)).toBe(true);
      // Named as something else: the name and the declared type are never trusted.
      const res = await papers.upload(id, sent, root.cookie, 'file', 'nota.txt');
      expect(res.statusCode, res.body).toBe(201);
      const ref = res.json<AssetRef>();
      expect(ref.url).toBe(`/api/simulados/${id}/assets/${ref.id}`);
      const row = await t.db
        .selectFrom('assets')
        .selectAll()
        .where('id', '=', ref.id)
        .executeTakeFirstOrThrow();
      expect(row.content_type).toBe(`image/${format === 'gif' ? 'png' : format}`);
      expect(Buffer.from(row.bytes).includes(MARK)).toBe(false);
      expect((await sharp(row.bytes).metadata()).exif).toBeUndefined();
      expect([row.width, row.height]).toEqual([40, 30]);
    }
  });

  it('refuses SVG, other files, polyglots without a valid image, and more than 2 MB', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const bytes of [
      svg,
      Buffer.from('GIF89a<script>alert(1)</script>'),
      Buffer.from('%PDF-1.7 não é imagem'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), svg]),
    ]) {
      const res = await papers.upload(id, bytes, root.cookie, 'file', 'figura.png');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ASSET_INVALID',
        message: 'Envie uma imagem PNG, JPEG, WebP ou GIF (SVG não é aceito).',
      });
    }
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const tooBig = await papers.upload(id, big, root.cookie);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('A imagem passa de 2 MB.');
    const wrongField = await papers.upload(id, await imageWithMetadata('png'), root.cookie, 'img');
    expect(wrongField.statusCode).toBe(400);
    const json = await papers.call('POST', `/api/admin/simulados/${id}/assets`, root.cookie, {});
    expect(json.statusCode).toBe(400);
    expect(
      await t.db.selectFrom('assets').select('id').where('simulado_id', '=', id).execute(),
    ).toEqual([]);
    const student = await signedIn(t.api, t.db);
    expect(
      (await papers.upload(id, await imageWithMetadata('png'), student.cookie)).statusCode,
    ).toBe(403);
  });

  it('serves an image only to whoever may read the paper, cached privately with an ETag', async () => {
    const later = await createSimulado(t.db, { startDate: new Date(Date.now() + 86_400_000) });
    const open = await createSimulado(t.db, { startDate: null });
    const upload = async (id: string) =>
      (await papers.upload(id, await imageWithMetadata('png'), root.cookie)).json<AssetRef>();
    const early = await upload(later);
    const figure = await upload(open);

    const sitter = await candidate(t.api, t.db, open);
    const waiting = await candidate(t.api, t.db, later);
    const stranger = await signedIn(t.api, t.db);
    const teacher = await signedIn(t.api, t.db, 'TEACHER');

    const ok = await papers.asset(figure.url, sitter.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('private, max-age=2592000');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(ok.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await papers.asset(figure.url, sitter.cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await papers.asset(figure.url, root.cookie)).statusCode).toBe(200);
    expect((await papers.asset(early.url, root.cookie)).statusCode).toBe(200);
    // Once read, an image is served from memory: its stored bytes are not read again.
    await t.db
      .updateTable('assets')
      .set({ bytes: Buffer.from('changed') })
      .where('id', '=', figure.id)
      .execute();
    expect((await papers.asset(figure.url, sitter.cookie)).rawPayload.equals(ok.rawPayload)).toBe(
      true,
    );

    const denied = [
      [early.url, waiting.cookie], // before the start, even with access
      [early.url, undefined],
      [figure.url, undefined], // anonymous
      [figure.url, stranger.cookie], // without access
      [figure.url, teacher.cookie],
      [`/api/simulados/${later}/assets/${figure.id}`, waiting.cookie], // another paper's id
      [`/api/simulados/${open}/assets/${crypto.randomUUID()}`, sitter.cookie], // a guess
    ] as const;
    for (const [url, cookie] of denied) {
      const res = await papers.asset(url, cookie, { 'if-none-match': etag });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Imagem não encontrada.' });
    }
  });
});
