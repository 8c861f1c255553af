import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { XSS_CORPUS } from '@gabaritei/shared/content/xss-corpus';
import { createBrowserPool, type BrowserPool } from '../reports/browser-pool';
import { loadReportData } from '../reports/report-data';
import { renderReportHtml } from '../reports/template/report-template';
import {
  createReportSimulado,
  insertAttempt,
  insertBareUser,
  pdfText,
} from '../reports/reports.test-support';
import { describeBackends, testConfig, useTestApp } from '../test/support';
import { storeAsset } from './assets.service';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describeBackends('the PDF of a real paper', (backend) => {
  const t = useTestApp(backend);
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end();
  });
  const refused: unknown[] = [];
  let pool: BrowserPool;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pool = createBrowserPool({
      executablePath: testConfig().chromiumPath,
      size: 1,
      logger: { warn: (...args: unknown[]) => refused.push(args), info: () => undefined },
    });
  });
  afterAll(async () => {
    await pool?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('prints the base text, the table cells, the formula and the figure, fetching nothing', async () => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const simulado = await createReportSimulado(t.db, {
      questions: 3,
      endDate: new Date(NOW.getTime() - 60_000),
    });
    const png = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const figure = await storeAsset(t.db, simulado.id, png);
    const [q1, q2, q3] = simulado.questions;
    const text = await t.db
      .insertInto('base_texts')
      .values({
        simulado_id: simulado.id,
        title: 'Texto I',
        content_html:
          '<p>TEXTOBASE primeira linha<br />segunda linha do texto</p><p>terceira linha</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const set = (id: string, values: Record<string, string | null>) =>
      t.db.updateTable('questions').set(values).where('id', '=', id).execute();
    await set(q1!.id, {
      text:
        '<p>Considere a <strong>tabela-verdade</strong>:</p><table><thead><tr><th>p</th><th>q</th><th>CONJUNCAO</th></tr></thead>' +
        '<tbody><tr><td>VERDADEIRO</td><td>FALSO</td><td>CELULAFALSA</td></tr></tbody></table>',
      base_text_id: text.id,
    });
    await set(q2!.id, {
      text: `<p>Montante \\(M = C(1+i)^{n}\\) e razão $$\\frac{\\text{RAZAONUM}}{2}$$</p><p><img src="${figure.url}" alt="Figura azul" /></p>`,
      base_text_id: text.id,
    });
    await set(q3!.id, {
      text: `<p>Hostil</p>${XSS_CORPUS.join('')}<img src="${origin}/pixel.png" alt="x"><p style="background:url(${origin}/bg)">fim</p>`,
      explanation: `<p>Comentário com <em>itálico</em></p><iframe src="${origin}/frame"></iframe>`,
    });
    const student = await insertBareUser(t.db, 'Candidata do PDF');
    const resultId = await insertAttempt(t.db, {
      userId: student,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 2,
    });
    const data = await loadReportData(t.db, resultId, NOW);
    expect(data?.baseTexts).toEqual([
      expect.objectContaining({ title: 'Texto I', firstQuestion: 1, lastQuestion: 2 }),
    ]);
    const html = renderReportHtml(data!);
    expect(html).toContain('<math');
    expect(html).toContain('data:image/png;base64,');
    expect(html).not.toContain(figure.url);
    expect(html).not.toContain(origin);

    const pdf = await pool.printPdf(html, { footerTemplate: '<span></span>' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const printed = await pdfText(pdf);
    expect(hits).toEqual([]);
    expect(refused).toEqual([]);
    expect(printed).toContain('Texto I');
    expect(printed).toContain('TEXTOBASE primeira linha');
    expect(printed).toMatch(/2\s+segunda linha do texto/);
    for (const cell of ['CONJUNCAO', 'VERDADEIRO', 'FALSO', 'CELULAFALSA'])
      expect(printed).toContain(cell);
    expect(printed).toContain('RAZAONUM');
    // MathML drawn with local fonts: mathematical italic letters, and the superscript apart.
    expect(printed).toContain('𝑀 = 𝐶(1 + 𝑖)');
    expect(printed).toContain('Comentário com itálico');
    expect(printed).not.toContain('alert(1)</script>');
    expect(printed.indexOf('Texto I')).toBeLessThan(printed.indexOf('tabela-verdade'));
  }, 60_000);
});
