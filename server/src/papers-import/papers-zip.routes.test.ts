import JSZip from 'jszip';
import { expect, it } from 'vitest';
import type { PaperImportResult } from '@gabaritei/shared';
import { useAdminSuite } from '../admin/admin.test-support';
import { describeBackends } from '../test/support';
import { tinyPng } from './fixtures/tiny-png';
import {
  expectAllowListed,
  paperHtml,
  storedPaper,
  upload,
  zipUrl,
} from './papers-import.test-support';

const CSV = [
  'Nº;Enunciado;A;B;C;D;Gabarito;Texto base',
  '1;Segundo o texto, quem chegou?;O trem;O barco;O avião;O ônibus;A;Texto I',
  '2;"Na linha 2, ""ele"" se refere a:";trem;barco;avião;ônibus;A;Texto I',
  '3;Observe ![Gráfico de barras com três colunas](grafico.png) e responda.;1;2;3;4;C;',
  '4;Qual é a capital?;Rio;Brasília;Recife;Belém;B;Texto II',
].join('\n');

async function paperZip(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describeBackends('ZIP import: a CSV with base texts and images', (backend) => {
  const { t, admin, root } = useAdminSuite(backend);

  it('stores the questions, the blocks named by the texto base column and the images', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const zip = await paperZip({
      'prova.csv': CSV,
      'textos/Texto I.txt': 'Linhas numeradas\nO trem chegou cedo.\nEle vinha cheio.',
      'textos/texto ii.txt': 'Brasília é a capital do Brasil.',
      'imagens/grafico.png': tinyPng(),
    });
    const dry = await upload(t.app, zipUrl(id, true), root.cookie, zip);
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = dry.json() as PaperImportResult;
    expect(preview.errors).toEqual([]);
    expect(preview.baseTexts).toMatchObject([
      { title: 'Texto I', lineNumbers: true, firstQuestion: 1, lastQuestion: 2 },
      { title: 'Texto II', lineNumbers: false, firstQuestion: 4, lastQuestion: 4 },
    ]);
    expect(preview.baseTexts[0]!.contentHtml).toBe(
      '<p>O trem chegou cedo.<br />Ele vinha cheio.</p>',
    );
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);

    const res = await upload(t.app, zipUrl(id), root.cookie, zip);
    expect(res.statusCode, res.body).toBe(200);
    const paper = await storedPaper(t.db, id);
    expect(paper.questions.map((q) => q.correct_option)).toEqual(['A', 'A', 'C', 'B']);
    expect(paper.questions[1]!.text).toBe('<p>Na linha 2, "ele" se refere a:</p>');
    const byTitle = new Map(paper.baseTexts.map((b) => [b.id, b.title]));
    expect(
      paper.questions.map((q) => (q.base_text_id ? byTitle.get(q.base_text_id) : null)),
    ).toEqual(['Texto I', 'Texto I', null, 'Texto II']);
    expect(paper.assets).toHaveLength(1);
    expect(paper.questions[2]!.text).toContain('alt="Gráfico de barras com três colunas"');
    for (const html of paperHtml(paper)) expectAllowListed(html);
  });

  it('lists what is missing or out of place, and stores nothing', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const csv = `${CSV}\n5;De novo o primeiro texto?;a;b;c;d;A;Texto I`;
    const zip = await paperZip({ 'prova.csv': csv, 'Texto I.txt': 'Texto.' });
    const res = await upload(t.app, zipUrl(id), root.cookie, zip);
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string };
    expect(message).toContain('questão 3: imagem "grafico.png" não está no ZIP');
    expect(message).toContain(
      'questão 4: texto base "Texto II": falta o arquivo "Texto II.txt" no ZIP',
    );
    expect(message).toContain(
      'questão 5: texto base "Texto I": as questões dele devem ser consecutivas',
    );
    expect((await storedPaper(t.db, id)).questions).toHaveLength(0);
  });

  it('refuses a ZIP without a CSV, or with two', async () => {
    const id = await admin.createSimulado(root.cookie, { format: 'ABCD' });
    const cases: Record<string, string | Buffer>[] = [
      { 'a.png': tinyPng() },
      { 'a.csv': CSV, 'b.csv': CSV },
    ];
    for (const files of cases) {
      const res = await upload(t.app, zipUrl(id), root.cookie, await paperZip(files));
      expect(res.statusCode).toBe(400);
    }
  });
});
