import { expect, it } from 'vitest';
import { useAdminSuite } from '../admin/admin.test-support';
import { insertResult, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { expectAllowListed, paperHtml, storedPaper } from './papers-import.test-support';

const TEXT_I = '"Linhas numeradas\nO trem chegou cedo.\nEle vinha <b>cheio</b>."';
const TEXT_II = '"Brasília é a capital.\n\nFica no Planalto Central."';

const CSV = [
  'Nº;Enunciado;A;B;C;D;Gabarito;Texto base',
  `1;Segundo o texto, quem chegou?;O trem;O barco;O avião;O ônibus;A;${TEXT_I}`,
  `2;"Na linha 2, ""ele"" se refere a:";trem;barco;avião;ônibus;A;${TEXT_I}`,
  '3;Quanto é 2 + 2?;1;2;3;4;D;',
  `4;Qual é a capital?;Rio;Brasília;Recife;Belém;B;${TEXT_II}`,
  `5;Onde fica?;Norte;Sul;Centro-Oeste;Leste;C;${TEXT_II}`,
].join('\n');

describeBackends('plain CSV import with a texto base column', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it('stores each run of one text as a base text of its questions, as text only', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const res = await admin.importCsv(id, CSV, root.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importedCount: 5 });

    const paper = await storedPaper(t.db, id);
    expect(paper.questions.map((q) => q.correct_option)).toEqual(['A', 'A', 'D', 'B', 'C']);
    expect(paper.questions[1]!.text).toBe('<p>Na linha 2, "ele" se refere a:</p>');
    const texts = new Map(paper.baseTexts.map((b) => [b.id, b]));
    const blockOf = (i: number) => {
      const ref = paper.questions[i]!.base_text_id;
      return ref ? texts.get(ref)!.title : null;
    };
    expect([0, 1, 2, 3, 4].map(blockOf)).toEqual([
      'Texto 1',
      'Texto 1',
      null,
      'Texto 2',
      'Texto 2',
    ]);
    const first = paper.baseTexts.find((b) => b.title === 'Texto 1')!;
    const second = paper.baseTexts.find((b) => b.title === 'Texto 2')!;
    expect(first.line_numbers).toBe(true);
    // Markup typed in a cell is text, escaped: nothing but the paragraphs becomes HTML.
    expect(first.content_html).toBe(
      '<p>O trem chegou cedo.<br />Ele vinha &lt;b&gt;cheio&lt;/b&gt;.</p>',
    );
    expect(second.line_numbers).toBe(false);
    expect(second.content_html).toBe(
      '<p>Brasília é a capital.</p><p>Fica no Planalto Central.</p>',
    );
    for (const html of paperHtml(paper)) expectAllowListed(html);
    expect(paper.assets).toEqual([]);

    // Imported again without the column: the base texts go with the old paper.
    const plain = CSV.split('\n').slice(0, 1).concat(['1;Sem texto;a;b;c;d;A;']).join('\n');
    expect((await admin.importCsv(id, plain, root.cookie)).statusCode).toBe(200);
    const replaced = await storedPaper(t.db, id);
    expect(replaced.questions.map((q) => q.text)).toEqual(['Sem texto']);
    expect(replaced.questions[0]!.base_text_id).toBeNull();
  });

  it('refuses an image without the ZIP by line, in Portuguese, and changes nothing', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const csv = [
      'Enunciado;A;B;C;D;Gabarito;Texto base',
      'Primeira;a;b;c;d;A;"Veja ![Mapa do Brasil](mapa.png) abaixo."',
      'Observe ![Gráfico](grafico.png).;a;b;c;d;B;',
    ].join('\n');
    const res = await admin.importCsv(id, csv, root.cookie);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ statusCode: number; code: string; message: string }>();
    expect(body).toMatchObject({ statusCode: 400, code: 'CSV_INVALID' });
    expect(body.message).toContain(
      'linha 2: a imagem "mapa.png" só pode ser importada no envio em ZIP, junto com o arquivo dela',
    );
    expect(body.message).toContain('linha 3: a imagem "grafico.png" só pode ser importada');
    const paper = await storedPaper(t.db, id);
    expect([paper.questions.length, paper.baseTexts.length]).toEqual([0, 0]);
  });

  it('keeps the 409 once anyone started, with the paper as it was', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    expect((await admin.importCsv(id, CSV, root.cookie)).statusCode).toBe(200);
    const student = await signedIn(t.api, t.db);
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: new Date() });
    const again = CSV.replace('O trem chegou cedo.', 'Outro texto.');
    const res = await admin.importCsv(id, again, root.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'SIMULADO_HAS_ATTEMPTS' });
    const paper = await storedPaper(t.db, id);
    expect(paper.baseTexts.map((b) => b.content_html).join()).toContain('O trem chegou cedo.');
  });
});
