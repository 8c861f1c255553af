import { beforeAll, expect, it } from 'vitest';
import type { PaperImportResult } from '@gabaritei/shared';
import { useAdminSuite } from '../admin/admin.test-support';
import { insertResult, signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import {
  docxUrl,
  expectAllowListed,
  fixture,
  paperHtml,
  storedPaper,
  upload,
} from './papers-import.test-support';

describeBackends('Word import of a paper', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);
  let student: SignedIn;
  beforeAll(async () => {
    student = await signedIn(t.api, t.db, 'STUDENT');
  });

  it('previews the paper on a dry run and stores nothing', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const res = await upload(t.app, docxUrl(id, true), root.cookie, fixture('paper-full.docx'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PaperImportResult;
    expect(body).toMatchObject({ saved: false, errors: [] });
    expect(body.questions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5]);
    expect(body.baseTexts).toMatchObject([
      { title: 'Texto I', lineNumbers: true, firstQuestion: 1, lastQuestion: 2 },
    ]);
    const [image] = body.images;
    expect(image).toMatchObject({ ref: 'img1', contentType: 'image/png' });
    expect(image!.dataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    // The preview's src passes the sanitiser, so the client can swap it for the data URL.
    expect(body.questions[3]!.text).toContain(`src="${image!.previewSrc}"`);
    for (const q of body.questions) expectAllowListed(q.text);
    const stored = await storedPaper(t.db, id);
    expect([stored.questions.length, stored.baseTexts.length, stored.assets.length]).toEqual([
      0, 0, 0,
    ]);
  });

  it('replaces the paper: questions, the base text with its block, the image as an asset', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const res = await upload(t.app, docxUrl(id), root.cookie, fixture('paper-full.docx'));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PaperImportResult).saved).toBe(true);
    const paper = await storedPaper(t.db, id);
    expect(paper.questions).toHaveLength(5);
    expect(paper.baseTexts).toMatchObject([{ title: 'Texto I', line_numbers: true }]);
    const block = paper.questions.map((q) => q.base_text_id);
    expect(block).toEqual([paper.baseTexts[0]!.id, paper.baseTexts[0]!.id, null, null, null]);
    expect(paper.questions[0]).toMatchObject({ correct_option: 'A', subject: 'Língua Portuguesa' });
    expect(Number(paper.questions[0]!.weight)).toBe(2);
    expect(paper.questions[2]!.text).toContain('<th>');
    expect(paper.questions[4]!.text).toContain('\\(C\\)');
    expect(paper.assets).toHaveLength(1);
    const url = `/api/simulados/${id}/assets/${paper.assets[0]!.id}`;
    expect(paper.questions[3]!.text).toContain(`src="${url}"`);
    for (const html of paperHtml(paper)) expectAllowListed(html);
    const image = await admin.get(url, root.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('refuses a file with mistakes with 400 listing each, and keeps the paper as it was', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const res = await upload(t.app, docxUrl(id), root.cookie, fixture('paper-errors.docx'));
    expect(res.statusCode).toBe(400);
    const { code, message } = res.json() as { code: string; message: string };
    expect(code).toBe('PAPER_IMPORT_INVALID');
    expect(message).toContain('A prova não foi importada: 13 erros encontrados.');
    expect(message).toContain('questão 2 (parágrafo 12): alternativa B vazia');
    expect(message).toContain('questão 5 (parágrafo 24): imagem img1 sem texto alternativo');
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
  });

  it('takes the alternative text set in the preview for an image Word left without', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const dry = await upload(t.app, docxUrl(id, true), root.cookie, fixture('paper-errors.docx'), [
      { name: 'alt', content: JSON.stringify({ img1: 'Figura da questão 5' }) },
    ]);
    const messages = (dry.json() as PaperImportResult).errors.map((e) => e.message).join('\n');
    expect(messages).not.toContain('texto alternativo');
    const bad = await upload(t.app, docxUrl(id, true), root.cookie, fixture('paper-errors.docx'), [
      { name: 'alt', content: '{"img1": 5}' },
    ]);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses with 409 once someone sat the simulado, and changes nothing', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'CERTO_ERRADO' });
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: new Date() });
    const res = await upload(t.app, docxUrl(id), root.cookie, fixture('paper-certo-errado.docx'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SIMULADO_HAS_ATTEMPTS' });
    expect((res.json() as { message: string }).message).toMatch(/[ãáéíóúç]/);
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
  });

  it('answers 401 without a session, 403 to a student and 404 for an unknown simulado', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const file = fixture('paper-full.docx');
    expect((await upload(t.app, docxUrl(id), undefined, file)).statusCode).toBe(401);
    expect((await upload(t.app, docxUrl(id), student.cookie, file)).statusCode).toBe(403);
    const unknown = docxUrl('00000000-0000-4000-8000-000000000099');
    expect((await upload(t.app, unknown, root.cookie, file)).statusCode).toBe(404);
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
  });
});
