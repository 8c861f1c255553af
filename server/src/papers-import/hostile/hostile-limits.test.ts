import { expect, it } from 'vitest';
import { ADMIN_MESSAGES, PAPER_IMPORT_LIMITS, PAPER_IMPORT_MESSAGES as M } from '@gabaritei/shared';
import { useAdminSuite } from '../../admin/admin.test-support';
import { describeBackends } from '../../test/support';
import { createImportPool } from '../import-pool/import-pool';
import { docxUrl, storedPaper, upload, zipUrl } from '../papers-import.test-support';
import { docxOf, hostileCorpus, questionsXml } from './corpus';

type Answer = { statusCode: number; body: string; json(): unknown };

/** A refusal as every route gives it: its status in the JSON too, a code, a pt-BR message. */
function expectRefusal(res: Answer, status: number, names?: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { statusCode: number; code: string; message: string };
  expect(body).toEqual({
    statusCode: status,
    code: expect.any(String),
    message: expect.any(String),
  });
  if (names) expect(body.message).toMatch(names);
}

const refused = hostileCorpus(PAPER_IMPORT_LIMITS).filter((c) => c.status !== 200);

describeBackends('hostile files past the import limits', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it.each(refused.map((c) => [c.name, c]))(
    '%s: refused with its limit named, nothing stored',
    async (_, hostile) => {
      const id = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
      const url = hostile.kind === 'docx' ? docxUrl(id) : zipUrl(id);
      const res = await upload(t.app, url, root.cookie, await hostile.build());
      expectRefusal(res, hostile.status, hostile.names);
      expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
    },
    // Building the report's 8.7 million paragraphs alone takes seconds on a loaded machine.
    120_000,
  );

  it('refuses a formula no renderer could draw in a CSV row or a Word question, by field', async () => {
    const braces = `\\(${'{'.repeat(3000)}x${'}'.repeat(3000)}\\)`;
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const csv = await admin.importCsv(
      id,
      `enunciado;a;b;c;d;gabarito\nQuanto?;1;${braces};3;4;A`,
      root.cookie,
    );
    expectRefusal(
      csv,
      400,
      /linha 2: .*alternativa B: uma fórmula tem 3000 níveis de chaves aninhadas; o máximo é 20/,
    );
    const paper = await admin.createSimulado(root.cookie, { format: 'ABCDE' });
    const docx = await docxOf(questionsXml(1, () => braces));
    const word = await upload(t.app, docxUrl(paper, true), root.cookie, docx);
    expect(word.statusCode, word.body).toBe(200);
    expect(
      (word.json() as { errors: { message: string }[] }).errors.map((e) => e.message),
    ).toContain(
      'Questão 1: Enunciado: Uma fórmula tem 3000 níveis de chaves aninhadas; o máximo é 20.',
    );
    for (const simulado of [id, paper])
      expect((await storedPaper(t.db, simulado)).questions).toHaveLength(0);
  });

  it('answers a CSV of 174,754 rows, or of a million lines, with 400, not a stack overflow', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const rows = 'a;b;c;d;e;A\n'.repeat(174_754);
    const many = await admin.importCsv(id, rows, root.cookie);
    expectRefusal(many, 400);
    expect(many.json()).toMatchObject({ message: ADMIN_MESSAGES.csvTooManyQuestions(174_754) });
    expectRefusal(await admin.importCsv(id, 'x\n'.repeat(1_048_526), root.cookie), 400);
  });
});

it('refuses an import past its time (422) or its heap (413), and the next one is read', async () => {
  const file = await docxOf(questionsXml(1000));
  const task = {
    kind: 'docx' as const,
    simuladoId: 'x',
    format: 'ABCDE' as const,
    dryRun: true,
    alts: {},
  };
  const slow = createImportPool({ timeoutMs: 1 });
  // Enough to load the parsers, not to read a thousand questions.
  const heavy = createImportPool({ heapMb: 40 });
  try {
    await expect(slow.run({ ...task, file: new Uint8Array(file) })).rejects.toMatchObject({
      statusCode: 422,
      message: M.tooSlow(PAPER_IMPORT_LIMITS.maxParseSeconds),
    });
    await expect(heavy.run({ ...task, file: new Uint8Array(file) })).rejects.toMatchObject({
      statusCode: 413,
      message: M.tooHeavy,
    });
    const small = await docxOf(questionsXml(2));
    const read = await heavy.run({ ...task, file: new Uint8Array(small) });
    expect(read.ok && read.result.questions).toHaveLength(2);
  } finally {
    await Promise.all([slow.close(), heavy.close()]);
  }
}, 60_000);
