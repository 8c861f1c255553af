import fs from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_MESSAGES, decodeCsvBytes, type CsvImportResult } from '@gabaritei/shared';
import {
  archiveSimulado,
  createSimulado,
  insertResult,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { csvRow, questionTexts, useAdminSuite } from './admin.test-support';
import { CSV_FIXTURES, writeFixtures } from './csv-fixtures.test-support';

describeBackends('CSV question import', (backend) => {
  let files: Map<string, string>;
  const { t, admin, root } = useAdminSuite(backend);
  beforeAll(async () => {
    files = await writeFixtures(CSV_FIXTURES);
  });

  for (const fixture of CSV_FIXTURES) {
    it(`imports ${fixture.name}`, async () => {
      // What the browser does with the uploaded file: UTF-8, else Windows-1252.
      const text = decodeCsvBytes(await fs.readFile(files.get(fixture.name)!));
      const id = await admin.createSimulado(root.cookie, {
        subject: 'Geral',
        format: fixture.format ?? 'ABCD',
      });
      const res = await admin.importCsv(id, text, root.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as CsvImportResult;
      expect(body.importedCount).toBe(fixture.count);
      expect(body.questions).toHaveLength(fixture.count);
      for (const [index, expected] of Object.entries(fixture.expect)) {
        const stored = { ...expected };
        // The API fills a question without its own disciplina with the simulado's.
        if (stored.subject === null) stored.subject = 'Geral';
        expect(body.questions[Number(index)]).toMatchObject(stored);
      }
      const catalogue = (await t.api.get(`/api/simulados/${id}`)).json();
      expect(catalogue.questionCount).toBe(fixture.count);
    });
  }

  // The example files of docs/PRODUCT.md, one per format, import as they are.
  for (const [file, format, count] of [
    ['exemplo-a-d-excel.csv', 'ABCD', 2],
    ['exemplo-a-e-sheets.csv', 'ABCDE', 2],
    ['exemplo-certo-errado-excel.csv', 'CERTO_ERRADO', 3],
  ] as const) {
    it(`imports the documented example ${file}`, async () => {
      const bytes = await fs.readFile(new URL(`../../../docs/csv/${file}`, import.meta.url));
      const id = await admin.createSimulado(root.cookie, { format });
      const res = await admin.importCsv(id, decodeCsvBytes(bytes), root.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CsvImportResult).importedCount).toBe(count);
    });
  }

  it('takes 1,000 questions and refuses 1,001', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const rows = (n: number) => Array.from({ length: n }, (_, i) => csvRow(i + 1)).join('\n');
    const tooMany = await admin.importCsv(
      id,
      `text,a,b,c,d,correctOption\n${rows(1001)}`,
      root.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(ADMIN_MESSAGES.csvTooManyQuestions(1001));
    expect(await questionTexts(t.db, id)).toHaveLength(2);
    const ok = await admin.importCsv(id, rows(1000), root.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().importedCount).toBe(1000);
    const texts = await questionTexts(t.db, id);
    expect(texts).toHaveLength(1000);
    expect(texts.at(-1)).toBe('Questão 1000');
  });

  it('accepts up to 2 MB of text beyond the JSON body limit, no more', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const long = 'x'.repeat(1_900);
    const rows = Array.from({ length: 900 }, (_, i) => `Q${i} ${long},"a ""b""",b,c,d,A`);
    const big = rows.join('\n');
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const ok = await admin.importCsv(id, big, root.cookie);
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    const huge = `${big}\n${'y'.repeat(2 * 1024 * 1024)},a,b,c,d,A`;
    const refused = await admin.importCsv(id, huge, root.cookie);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ADMIN_MESSAGES.csvTooLarge,
    });
    expect(await questionTexts(t.db, id)).toHaveLength(900);
  });

  it('replaces the questions on a second import', async () => {
    const id = await createSimulado(t.db, { questions: 3 });
    const res = await admin.importCsv(id, `${csvRow(7)}\n${csvRow(8)}`, root.cookie);
    expect(res.json().importedCount).toBe(2);
    expect(await questionTexts(t.db, id)).toEqual(['Questão 7', 'Questão 8']);
  });

  it('refuses empty content and a file with only a header', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    for (const [content, message] of [
      ['', ADMIN_MESSAGES.csvRequired],
      ['  \r\n ', ADMIN_MESSAGES.csvRequired],
      ['\uFEFFenunciado;a;b;c;d;gabarito\r\n;;;;;\r\n', ADMIN_MESSAGES.csvEmpty],
    ]) {
      const res = await admin.importCsv(id, content!, root.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await admin.post(`/api/admin/simulados/${id}/questions/csv`, {}, root.cookie)).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown or archived simulado', async () => {
    expect((await admin.importCsv(randomUuid(), csvRow(1), root.cookie)).statusCode).toBe(404);
    const archived = await createSimulado(t.db, { questions: 1 });
    await archiveSimulado(t.db, archived);
    expect((await admin.importCsv(archived, csvRow(1), root.cookie)).statusCode).toBe(404);
  });

  it('refuses with 409 once someone sat the simulado', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const student = await signedIn(t.api, t.db);
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: new Date() });
    const res = await admin.importCsv(id, csvRow(1), root.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.simuladoHasAttempts);
    expect(await questionTexts(t.db, id)).toHaveLength(2);
  });
});
