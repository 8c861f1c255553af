import crypto from 'node:crypto';
import fc from 'fast-check';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { XSS_CORPUS } from '@gabaritei/shared/content/xss-corpus';
import { useAdminSuite } from '../admin/admin.test-support';
import { describeBackends } from '../test/support';
import { hostilePaper, toDocx } from './fixtures/build-fixtures';
import {
  docxUrl,
  expectAllowListed,
  multipart,
  paperHtml,
  storedPaper,
  upload,
  zipUrl,
} from './papers-import.test-support';

/** A 4xx with the API's JSON error and a Portuguese message: never a 500. */
function expectRefusal(res: { statusCode: number; json(): unknown; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { statusCode: number; code: string; message: string };
  expect(body.statusCode).toBe(status);
  expect(body.code).toEqual(expect.any(String));
  expect(body.message).toMatch(/\b(o|a|de|não|envie)\b/i);
}

/** A small zip whose directory claims its one entry unpacks to `bytes`: a bomb's signature. */
async function zipClaiming(bytes: number): Promise<Buffer> {
  const zip = await new JSZip()
    .file('word/document.xml', '<w:document/>')
    .generateAsync({ type: 'nodebuffer' });
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(bytes, central + 24);
  return zip;
}

const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

describeBackends('hostile files and content through the paper imports', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it('refuses what is not a Word file with 400, and a huge one with 413', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const photos = new JSZip().file('foto.jpg', crypto.randomBytes(1000));
    const notDocx = await photos.generateAsync({ type: 'nodebuffer' });
    const bomb = await zipClaiming(200 * 1024 * 1024);
    for (const file of [crypto.randomBytes(4096), notDocx, bomb, Buffer.from('PK\x03\x04quebrado')])
      expectRefusal(await upload(t.app, docxUrl(id), root.cookie, file), 400);
    const huge = crypto.randomBytes(21 * 1024 * 1024);
    expectRefusal(await upload(t.app, docxUrl(id), root.cookie, huge), 413);
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
  });

  it('refuses a body without the file, or not multipart at all', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const noFile = multipart([{ name: 'alt', content: '{}' }]);
    const cookies = { gabaritei_sid: root.cookie };
    for (const url of [docxUrl(id), zipUrl(id)]) {
      expectRefusal(await t.app.inject({ method: 'POST', url, ...noFile, cookies }), 400);
      const json = { method: 'POST' as const, url, payload: { file: 'x' }, cookies };
      expectRefusal(await t.app.inject(json), 400);
    }
  });

  it('answers any bytes with a 4xx, never a 500', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 2048 }), async (bytes) => {
        const zipped = await new JSZip()
          .file('word/document.xml', Buffer.from(bytes))
          .generateAsync({ type: 'nodebuffer' });
        for (const file of [Buffer.from(bytes), zipped]) {
          const res = await upload(t.app, docxUrl(id, true), root.cookie, file);
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('stores the XSS corpus typed into Word as harmless text', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const res = await upload(
      t.app,
      docxUrl(id),
      root.cookie,
      await toDocx(hostilePaper([...XSS_CORPUS])),
    );
    expect(res.statusCode, res.body).toBe(200);
    const paper = await storedPaper(t.db, id);
    for (const html of paperHtml(paper)) expectAllowListed(html);
    // What was typed shows as typed: the payloads are text, escaped.
    expect(paper.questions[0]!.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(paper.assets).toHaveLength(1);
    // The links' targets are gone, their words stay.
    expect(paper.questions[0]!.text).toContain('<p>clique e dados</p>');
  });

  it('stores a hostile Word alternative text as text, or refuses it, never as markup', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const alt = '"><img src=x onerror=alert(1)><svg onload=alert(1)>';
    const res = await upload(t.app, docxUrl(id), root.cookie, await toDocx(hostilePaper([], alt)));
    const paper = await storedPaper(t.db, id);
    if (res.statusCode === 200) for (const html of paperHtml(paper)) expectAllowListed(html);
    else expect([res.statusCode, paper.questions.length]).toEqual([400, 0]);
  });

  it('stores the XSS corpus of a ZIP CSV sanitised, alternative texts included', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const rows = XSS_CORPUS.map((payload) =>
      [payload, 'a', 'b', 'c', 'd', 'A'].map(csvCell).join(';'),
    );
    const figure = '![" onerror="alert(1)](fig.png)';
    rows.push([`Veja ${figure}`, 'a', 'b', 'c', 'd', 'B'].map(csvCell).join(';'));
    const zip = await new JSZip()
      .file('prova.csv', ['enunciado;a;b;c;d;gabarito', ...rows].join('\n'))
      .file('imagens/fig.png', (await import('./fixtures/tiny-png')).tinyPng())
      .generateAsync({ type: 'nodebuffer' });
    const res = await upload(t.app, zipUrl(id), root.cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    const paper = await storedPaper(t.db, id);
    expect(paper.questions).toHaveLength(XSS_CORPUS.length + 1);
    for (const html of paperHtml(paper)) expectAllowListed(html);
    expect(paper.questions.at(-1)!.text).toMatch(
      /<img src="\/api\/simulados\/[^"]+" alt="&quot; onerror=&quot;alert\(1\)"/,
    );
    expect(paper.assets).toHaveLength(1);
  });
});
