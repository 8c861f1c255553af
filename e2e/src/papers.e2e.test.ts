import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { SimuladosPage } from './pages/simulados-page';
import { seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertFigure, insertRichPaper } from './support/papers-data';
import { screenshot, scrollsSideways, useScheme, type Scheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const BASE_TEXT = 'section[aria-labelledby] [data-rich][data-line-numbers]';

type Box = { top: number; bottom: number; left: number; right: number };
const boxOf = (page: Page, selector: string) =>
  page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right } satisfies Box;
  });

/**
 * Paper content that sticks out of the page sideways (the innermost such elements, to name
 * the culprit). Tables and display formulas scroll in their own box, so they may.
 */
const widerThanPage = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const content = 'main [data-rich], main [data-rich] *, main [data-base-text] > section *';
    const out = Array.from(document.querySelectorAll<HTMLElement>(content)).filter(
      (e) =>
        e.getBoundingClientRect().right > width + 1 && !e.closest('.rich-table, .katex-display'),
    );
    return out
      .filter((e) => !out.some((o) => o !== e && e.contains(o)))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.innerText.slice(0, 40)}`);
  });

/** Screen-sized shots (a full page of a phone is too tall to look at): the top, then Q4 and Q5. */
async function viewShots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots/e2e';
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}-top.png` });
  for (const index of [3, 4]) {
    await page.$eval(`[data-question-index="${index}"]`, (e) => e.scrollIntoView());
    await page.screenshot({ path: `${dir}/${name}-q${index + 1}.png` });
  }
}

describe.skipIf(!chromiumPath)('a paper with a base text, a table and formulas', () => {
  const server = useServerAndBrowser();

  /** Signs the demo student in and opens `title` in exam mode at `width` × `height`. */
  async function openExam(title: string, width: number, height: number, scheme: Scheme) {
    const page = await newPage(server.browser, width);
    await page.setViewport({ width, height });
    await useScheme(page, scheme);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(title);
    return page;
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`sets the base text beside its questions at 1280 px (${scheme})`, async () => {
      const paper = await insertRichPaper(server.app, `Língua Portuguesa 1280 ${scheme}`);
      const page = await openExam(paper.title, 1280, 900, scheme);
      const text = await boxOf(page, `[data-base-text="${paper.baseTextId}"] > section`);
      const first = await boxOf(
        page,
        `[data-base-text="${paper.baseTextId}"] [data-question-index="0"]`,
      );
      expect(text.right).toBeLessThanOrEqual(first.left);
      expect(Math.abs(text.top - first.top)).toBeLessThan(4);
      // The lines the questions cite are numbered 1…6, and the formula reads as MathML.
      const numbers = await page.$$eval(`${BASE_TEXT} .rich-ln`, (n) =>
        n.map((e) => e.textContent),
      );
      expect(numbers).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(await page.$$eval('main .katex math', (m) => m.length)).toBeGreaterThan(3);
      // The map boxes the block under its title.
      const block = await page.$eval('aside li ol', (o) => o.getAttribute('aria-labelledby'));
      expect(block).toBeTruthy();
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `papers-exam-1280-${scheme}`);
      await page.browserContext().close();
    });

    it(`puts the base text above on a phone, folds it, and zooms to 200 % (${scheme})`, async () => {
      const paper = await insertRichPaper(server.app, `Língua Portuguesa 360 ${scheme}`);
      const page = await openExam(paper.title, 360, 740, scheme);
      const block = `[data-base-text="${paper.baseTextId}"]`;
      const text = await boxOf(page, `${block} > section`);
      const first = await boxOf(page, `${block} [data-question-index="0"]`);
      expect(text.bottom).toBeLessThanOrEqual(first.top);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `papers-exam-360-${scheme}`);
      await viewShots(page, `papers-exam-360-${scheme}`);

      await page.locator(`${block} ::-p-aria([name="Ocultar texto"][role="button"])`).click();
      await page.waitForFunction(
        (s) => !document.querySelector(`${s} .rich-line`)?.checkVisibility(),
        {},
        block,
      );
      await page.locator(`${block} ::-p-aria([name="Mostrar texto"][role="button"])`).click();

      // 200 % zoom on a 360 px phone is a 180 px wide page.
      await page.setViewport({ width: 180, height: 370, deviceScaleFactor: 2 });
      await page.waitForFunction(() => window.innerWidth === 180);
      expect(await widerThanPage(page)).toEqual([]);
      // The table scrolls inside its own box, never the page.
      const table = await page.$eval('main .rich-table', (b) => [b.scrollWidth, b.clientWidth]);
      expect(table[0]).toBeGreaterThan(table[1]!);
      await viewShots(page, `papers-exam-360-zoom200-${scheme}`);
      await page.browserContext().close();
    });
  }

  it("shows a figure on the start's paper pass, a cookie kept for that paper's images", async () => {
    const paper = await insertRichPaper(server.app, 'Geografia com mapa');
    const figure = await insertFigure(server.app, paper);
    const page = await openExam(paper.title, 1280, 900, 'light');
    const loaded = `main img[src="${figure}"]`;
    await page.waitForFunction(
      (s) => document.querySelector<HTMLImageElement>(s)?.naturalWidth === 8,
      {},
      loaded,
    );
    const pass = (await page.cookies(`${server.baseUrl}${figure}`)).find(
      (c) => c.name === 'gabaritei_pp',
    );
    expect(pass).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/simulados/${paper.id}/assets`,
    });
    // Sent with nothing else: not the paper route, not another simulado's images.
    const elsewhere = await page.cookies(
      `${server.baseUrl}/api/exam-sessions/x/paper`,
      `${server.baseUrl}/api/simulados/0/assets/1`,
    );
    expect(elsewhere.map((c) => c.name)).not.toContain('gabaritei_pp');
    await page.browserContext().close();
  });

  it('runs nothing from the XSS corpus: no dialog, no CSP report, no foreign request', async () => {
    const paper = await insertRichPaper(server.app, 'Prova hostil', true);
    const page = await newPage(server.browser, 1280);
    const dialogs: string[] = [];
    const foreign: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.baseUrl) && !url.startsWith('data:')) foreign.push(url);
    });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { cspReports: string[] };
      w.cspReports = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspReports.push(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        ),
      );
    });
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(paper.title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(paper.title);
    // Hover and click over everything the payloads could hang a handler on.
    for (const el of await page.$$('main [data-rich] *')) await el.hover().catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const found = await page.evaluate(() => ({
      csp: (window as unknown as { cspReports: string[] }).cspReports,
      scripts: document.querySelectorAll(
        [
          'script',
          'iframe',
          'object',
          'embed',
          'form',
          'style',
          'link',
          'meta',
          'svg:not(.katex *)',
        ]
          .map((tag) => `main [data-rich] ${tag}`)
          .join(', '),
      ).length,
      handlers: Array.from(document.querySelectorAll('main [data-rich] *')).filter((e) =>
        Array.from(e.attributes).some(
          (a) => a.name.startsWith('on') || /javascript:/i.test(a.value),
        ),
      ).length,
    }));
    expect(dialogs).toEqual([]);
    // zod's eval probe in the app's own bundle is the CSP suite's to catch (it is no payload:
    // none can run code from a same-origin asset); everything else fails here.
    const ownProbe = (report: string) =>
      report.startsWith('script-src eval ') && report.includes(`${server.baseUrl}/assets/`);
    expect({ ...found, csp: found.csp.filter((r) => !ownProbe(r)) }).toEqual({
      csp: [],
      scripts: 0,
      handlers: 0,
    });
    expect(foreign).toEqual([]);
    await screenshot(page, 'papers-exam-xss-1280-light');
    await page.browserContext().close();
  });
});
