import { beforeAll, expect, it } from 'vitest';
import type { PaperImportResult } from '@gabaritei/shared';
import { useAdminSuite } from '../admin/admin.test-support';
import { signedIn, type SignedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { docxUrl, fixture, storedPaper, upload } from './papers-import.test-support';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A stored paper with its asset URLs numbered in order, so two simulados compare. */
async function comparable(db: Parameters<typeof storedPaper>[0], id: string) {
  const paper = await storedPaper(db, id);
  const urls = new Map<string, string>();
  const norm = (html: string | null) =>
    html?.replace(/\/api\/simulados\/[0-9a-f-]+\/assets\/[0-9a-f-]+/g, (url) => {
      if (!urls.has(url)) urls.set(url, `asset-${urls.size + 1}`);
      return urls.get(url)!;
    }) ?? null;
  const blockOf = new Map(paper.baseTexts.map((b) => [b.id, b.title]));
  return {
    questions: paper.questions.map((q) => ({
      text: norm(q.text),
      options: [q.option_a, q.option_b, q.option_c, q.option_d, q.option_e].map(norm),
      key: q.correct_option,
      weight: Number(q.weight),
      subject: q.subject,
      explanation: norm(q.explanation),
      block: q.base_text_id ? blockOf.get(q.base_text_id) : null,
    })),
    baseTexts: paper.baseTexts.map((b) => [b.title, b.line_numbers, norm(b.content_html)]),
    assets: paper.assets.length,
  };
}

describeBackends('Word and JSON export of a paper', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);
  let student: SignedIn;
  beforeAll(async () => {
    student = await signedIn(t.api, t.db, 'STUDENT');
  });

  it.each([
    ['paper-full.docx', 'ABCDE'],
    ['paper-certo-errado.docx', 'CERTO_ERRADO'],
    ['paper-lists.docx', 'ABCDE'],
  ] as const)('exports %s as Word that imports back as the same paper', async (name, format) => {
    const first = await admin.createSimulado(root.cookie, { format, title: 'Prova de ida' });
    expect((await upload(t.app, docxUrl(first), root.cookie, fixture(name))).statusCode).toBe(200);
    const exported = await admin.get(`/api/admin/simulados/${first}/export/docx`, root.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe(DOCX);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="prova-de-ida.docx"',
    );
    const second = await admin.createSimulado(root.cookie, { format });
    const res = await upload(t.app, docxUrl(second), root.cookie, exported.rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(await comparable(t.db, second)).toEqual(await comparable(t.db, first));
    if (name === 'paper-lists.docx')
      // Stored as lists and quotes, not flattened to paragraphs on the way.
      for (const tag of ['<ol><li>', '<ul><li>', '<blockquote><p>'])
        expect(JSON.stringify(await comparable(t.db, second))).toContain(tag);
  });

  it("writes an annulled question as 'Gabarito: ANULADA', which imports back annulled", async () => {
    const first = await admin.createSimulado(root.cookie, { format: 'ABCDE', title: 'Anulada' });
    await upload(t.app, docxUrl(first), root.cookie, fixture('paper-full.docx'));
    const [, annulled] = (await storedPaper(t.db, first)).questions;
    await t.db
      .updateTable('questions')
      .set({ annulled_at: new Date(), annulled_reason: 'Duas alternativas corretas' })
      .where('id', '=', annulled!.id)
      .execute();
    const exported = await admin.get(`/api/admin/simulados/${first}/export/docx`, root.cookie);
    expect(exported.statusCode).toBe(200);
    const second = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const res = await upload(t.app, docxUrl(second), root.cookie, exported.rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await storedPaper(t.db, second)).questions;
    expect(stored.map((q) => q.annulled_at !== null)).toEqual([false, true, false, false, false]);
    expect(stored[1]!.annulled_reason).toBe('Anulada no arquivo importado.');
  });

  it('exports the JSON of the backup format: the paper tables, row by row', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE', title: 'Backup' });
    await upload(t.app, docxUrl(id), root.cookie, fixture('paper-full.docx'));
    const res = await admin.get(`/api/admin/simulados/${id}/export/json`, root.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="backup.json"');
    const body = res.json() as {
      format: string;
      tables: { table: string; rows: { id: string }[] }[];
    };
    expect(body.format).toBe('gabaritei-export');
    expect(body.tables.map((s) => [s.table, s.rows.length])).toEqual([
      ['simulados', 1],
      ['base_texts', 1],
      ['questions', 5],
      ['assets', 1],
    ]);
    expect(body.tables[0]!.rows[0]!.id).toBe(id);
  });

  it('serves a Word template that imports cleanly', async () => {
    const res = await admin.get('/api/admin/papers/template.docx', root.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const dry = await upload(t.app, docxUrl(id, true), root.cookie, res.rawPayload);
    const body = dry.json() as PaperImportResult;
    expect(body.errors).toEqual([]);
    expect(body.questions).toHaveLength(3);
    expect(body.baseTexts).toMatchObject([
      { title: 'Texto I', lineNumbers: true, lastQuestion: 2 },
    ]);
    expect(body.questions[2]!.text).toContain('<th><p>p</p></th>');
  });

  it('keeps exports and the template to ADMIN, and says 404 for an unknown simulado', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    for (const url of [
      `/api/admin/simulados/${id}/export/docx`,
      `/api/admin/simulados/${id}/export/json`,
      '/api/admin/papers/template.docx',
    ]) {
      expect((await admin.get(url)).statusCode).toBe(401);
      expect((await admin.get(url, student.cookie)).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000099';
    const res = await admin.get(`/api/admin/simulados/${unknown}/export/docx`, root.cookie);
    expect(res.statusCode).toBe(404);
  });
});
