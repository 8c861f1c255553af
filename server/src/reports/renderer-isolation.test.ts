import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { describeBackends, relaxedRateLimits, testConfig, useTestApp } from '../test/support';
import { createBrowserPool, type BrowserPool } from './browser-pool';
import { createReportSimulado, insertAttempt, namedStudent, pdfText } from './reports.test-support';

/** A tiny HTTP server that counts every request Chromium might make to it. */
function hitCounter() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end();
  });
  return {
    hits,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quietLogger = { warn: () => undefined, info: () => undefined };
const FOOTER = '<span></span>';

/** Rendering is the same whatever the back end: this part prints HTML straight through. */
describe('the report Chromium, defence in depth', () => {
  const counter = hitCounter();
  let pool: BrowserPool;
  beforeAll(async () => {
    await counter.start();
    pool = createBrowserPool({
      executablePath: testConfig().chromiumPath,
      size: 1,
      logger: quietLogger,
    });
  });
  afterAll(async () => {
    await pool?.close();
    await counter.stop();
  });

  it('runs no script and lets no request leave the page, whatever the HTML asks for', async () => {
    const origin = counter.url();
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="${origin}/style.css">
      <meta http-equiv="refresh" content="0;url=${origin}/refresh">
      <style>@import url("${origin}/import.css"); body { background: url("${origin}/bg.png") }
      @font-face { font-family: X; src: url("${origin}/font.woff2") } p { font-family: X }</style>
      <script src="${origin}/script.js"></script>
      </head><body><p id="texto">Texto do relatório</p>
      <img src="${origin}/img.png"><iframe src="${origin}/frame"></iframe>
      <object data="${origin}/object"></object><video poster="${origin}/poster.png"></video>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <script>document.getElementById('texto').textContent = 'JAVASCRIPT RODOU';
        fetch('${origin}/fetch'); new Image().src = '${origin}/js-img.png';</script>
      </body></html>`;
    const text = await pdfText(await pool.printPdf(html, { footerTemplate: FOOTER }));
    // Late requests (a refresh, a lazy image) would arrive after the print: give them time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(counter.hits).toEqual([]);
    expect(text).toContain('Texto do relatório');
    expect(text).not.toContain('JAVASCRIPT RODOU');
  });

  it('keeps the lock-down on a reused page', async () => {
    const html = `<img src="${counter.url()}/reused.png"><p>Segunda impressão</p>`;
    const text = await pdfText(await pool.printPdf(html, { footerTemplate: FOOTER }));
    expect(counter.hits).toEqual([]);
    expect(text).toContain('Segunda impressão');
  });
});

describeBackends('a report of a candidate named like markup', (backend) => {
  const T0 = new Date('2026-11-22T12:00:00.000Z');
  const counter = hitCounter();
  const ctx = useTestApp(backend, {
    clock: createFakeClock(T0),
    config: { rateLimits: relaxedRateLimits },
  });
  beforeAll(() => counter.start());
  afterAll(() => counter.stop());

  it('prints the name as text and makes no request', async () => {
    const name = `<img src=${counter.url()}/x> <b>Negrito</b>`;
    const simulado = await createReportSimulado(ctx.db, {
      questions: 3,
      endDate: new Date(T0.getTime() - 60_000),
    });
    const student = await namedStudent(ctx.api, ctx.db, name);
    await insertAttempt(ctx.db, {
      userId: student.id,
      simuladoId: simulado.id,
      questions: simulado.questions,
      correct: 2,
    });
    const res = await ctx.api.get(`/api/reports/student/${student.id}/simulado/${simulado.id}`, {
      cookie: student.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(name);
    expect(counter.hits).toEqual([]);
  }, 90_000);
});
