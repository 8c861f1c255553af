import { expect, it } from 'vitest';
import type { PaperImportResult } from '@gabaritei/shared';
import { useAdminSuite } from '../admin/admin.test-support';
import { describeBackends } from '../test/support';
import { hostilePaper, toDocx } from './fixtures/build-fixtures';
import {
  docxUrl,
  expectAllowListed,
  paperHtml,
  storedPaper,
  upload,
} from './papers-import.test-support';

const ASSET_IMG = /<img [^>]*src="\/api\/simulados\/[0-9a-f-]+\/assets\/[0-9a-f-]+"/;

describeBackends("Word's alternative texts", (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it('keeps an alternative text holding markup as text, in the preview and stored', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const alt = 'Gráfico <b>de barras</b> com a > b';
    const docx = await toDocx(hostilePaper([], alt));
    const dry = await upload(t.app, docxUrl(id, true), root.cookie, docx);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json<PaperImportResult>();
    expect(preview.errors).toEqual([]);
    // The preview shows the image, its alt escaped, as the candidates will see it.
    expect(preview.questions[0]!.text).toMatch(ASSET_IMG);
    expect(preview.questions[0]!.text).toContain(
      'alt="Gráfico &lt;b&gt;de barras&lt;/b&gt; com a &gt; b"',
    );
    const res = await upload(t.app, docxUrl(id), root.cookie, docx);
    expect(res.statusCode, res.body).toBe(200);
    const paper = await storedPaper(t.db, id);
    expect(paper.questions[0]!.text).toMatch(ASSET_IMG);
    expect(paper.questions[0]!.text).toContain('alt="Gráfico &lt;b&gt;de barras&lt;/b&gt;');
    for (const html of paperHtml(paper)) expectAllowListed(html);
  });

  it('refuses an alternative text too long to keep by name, and takes one typed instead', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const docx = await toDocx(hostilePaper([], 'Descrição longa. '.repeat(40).trim()));
    const dry = await upload(t.app, docxUrl(id, true), root.cookie, docx);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json<PaperImportResult>();
    expect(preview.errors.map((e) => e.message)).toEqual([
      'imagem img1 com texto alternativo de 679 caracteres; o máximo é 500 (encurte-o no Word, em "Editar Texto Alt", ou escreva outro na pré-visualização)',
    ]);
    expect(preview.questions[0]!.text).toContain(
      'alt="Imagem img1 com texto alternativo longo demais"',
    );

    const refused = await upload(t.app, docxUrl(id), root.cookie, docx);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('o máximo é 500');
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);

    const typed = [{ name: 'alt', content: JSON.stringify({ img1: 'Gráfico de barras' }) }];
    const res = await upload(t.app, docxUrl(id), root.cookie, docx, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedPaper(t.db, id)).questions[0]!.text).toContain('alt="Gráfico de barras"');
  });
});
