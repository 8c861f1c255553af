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
import { csvRow, useAdminSuite } from './admin.test-support';
import { CSV_FIXTURES, writeFixtures } from './csv-fixtures.test-support';

describeBackends('CSV question import', (backend) => {
  let files: Map<string, string>;
  const { t, admin, root } = useAdminSuite(backend);
  beforeAll(async () => {
    files = await writeFixtures(CSV_FIXTURES);
  });

  const questionTexts = async (simuladoId: string) =>
    (
      await t.db
        .selectFrom('questions')
        .select('text')
        .where('simulado_id', '=', simuladoId)
        .orderBy('position')
        .execute()
    ).map((q) => q.text);

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

  it('refuses a file with bad rows, naming each line, and keeps the old questions', async () => {
    const id = await createSimulado(t.db, { questions: 3 });
    const before = await questionTexts(id);
    const csv = [
      'enunciado;a;b;c;d;gabarito', // 1
      'Boa;A;B;C;D;A', // 2
      '"Também boa,', // 3
      'em duas linhas";A;B;C;D;b', // 4
      'Sem B;A;;C;D;A', // 5
      ';A;B;C;D;A', // 6
      'Letra E;A;B;C;D;E', // 7
      '', // 8
      'Demais;A;B;C;D;A;Matéria;Explicação;Extra', // 9
      '"Ruim', // 10
      'de novo";A;B;C;D;', // 11
      'Curta;A', // 12
    ].join('\r\n');
    const res = await admin.importCsv(id, csv, root.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CSV_INVALID');
    expect(res.json().message.split('\n')).toEqual([
      'O CSV tem 6 erros; nenhuma questão foi importada.',
      'linha 5: alternativa B vazia',
      'linha 6: enunciado vazio',
      'linha 7: gabarito "E" inválido (use A, B, C ou D)',
      'linha 9: colunas demais (9; o máximo é 6)',
      'linha 10: gabarito vazio',
      'linha 12: colunas faltando (2 de 6)',
    ]);
    expect(await questionTexts(id)).toEqual(before);
  });

  it('lists at most 20 errors and counts the rest', async () => {
    const id = await createSimulado(t.db, { questions: 1 });
    const csv = Array.from({ length: 25 }, (_, i) => csvRow(i + 1, ',', 'Z')).join('\n');
    const res = await admin.importCsv(id, csv, root.cookie);
    const lines = res.json().message.split('\n');
    expect(lines[0]).toBe('O CSV tem 25 erros; nenhuma questão foi importada.');
    expect(lines.slice(1, 21)).toEqual(
      Array.from(
        { length: 20 },
        (_, i) => `linha ${i + 1}: gabarito "Z" inválido (use A, B, C ou D)`,
      ),
    );
    expect(lines[21]).toBe('... e mais 5 erros');
    expect(await questionTexts(id)).toHaveLength(1);
  });

  it('reports an unclosed quote with its line', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const res = await admin.importCsv(
      id,
      `${csvRow(1)}\n${csvRow(2)}\n"Aberta,A,B,C,D,A\n`,
      root.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('linha 3: aspas não fechadas');
    expect(await questionTexts(id)).toEqual([]);
  });

  it('reports an unclosed quote and every other bad line after it (issue 16)', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const csv = [csvRow(1, ',', 'Z'), '"Aberta,A,B,C,D,A', csvRow(3), csvRow(4, ',', 'F')].join(
      '\n',
    );
    const res = await admin.importCsv(id, csv, root.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.split('\n')).toEqual([
      'O CSV tem 3 erros; nenhuma questão foi importada.',
      'linha 1: gabarito "Z" inválido (use A, B, C ou D)',
      'linha 2: aspas não fechadas',
      'linha 4: gabarito "F" inválido (use A, B, C ou D)',
    ]);
  });

  it('names a column the format does not use, and stores nothing', async () => {
    const abcd = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const withE = await admin.importCsv(
      abcd,
      'enunciado,a,b,c,d,e,gabarito\nQ,1,2,3,4,5,A\n',
      root.cookie,
    );
    expect(withE.statusCode).toBe(400);
    expect(withE.json().message).toContain(
      'linha 1: a coluna "e" não é usada no formato Múltipla escolha A–D',
    );
    const ce = await admin.createSimulado(root.cookie, { format: 'CERTO_ERRADO' });
    const withOptions = await admin.importCsv(
      ce,
      'text;optionA;correctOption\nQ;x;C\n',
      root.cookie,
    );
    expect(withOptions.statusCode).toBe(400);
    expect(withOptions.json().message).toContain(
      'linha 1: a coluna "optionA" não é usada no formato Certo ou Errado',
    );
    const badKey = await admin.importCsv(ce, 'enunciado;gabarito\nQ;A\nR;Talvez\n', root.cookie);
    expect(badKey.json().message.split('\n').slice(1)).toEqual([
      'linha 2: gabarito "A" inválido (use C, E, Certo ou Errado)',
      'linha 3: gabarito "Talvez" inválido (use C, E, Certo ou Errado)',
    ]);
    expect(await questionTexts(abcd)).toEqual([]);
    expect(await questionTexts(ce)).toEqual([]);
  });

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
    expect(await questionTexts(id)).toHaveLength(2);
    const ok = await admin.importCsv(id, rows(1000), root.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().importedCount).toBe(1000);
    const texts = await questionTexts(id);
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
    expect(await questionTexts(id)).toHaveLength(900);
  });

  it('replaces the questions on a second import', async () => {
    const id = await createSimulado(t.db, { questions: 3 });
    const res = await admin.importCsv(id, `${csvRow(7)}\n${csvRow(8)}`, root.cookie);
    expect(res.json().importedCount).toBe(2);
    expect(await questionTexts(id)).toEqual(['Questão 7', 'Questão 8']);
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
    expect(await questionTexts(id)).toHaveLength(2);
  });
});
