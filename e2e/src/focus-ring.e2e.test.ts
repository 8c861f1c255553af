import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const FREE = DEMO_CATALOGUE.find((s) => s.key === 'conhecimentos-basicos')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

/** The focused element: its tag, and whether a ring is drawn around it. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName ?? '',
      text: el?.textContent?.trim().slice(0, 80) ?? '',
      ring: style ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 : false,
    };
  });

/**
 * The headings the app moves the focus to (the exam's title, a question jumped to, the
 * results' title) show the strong ring to a keyboard user only: after a click or a tap
 * they are focused for screen readers, without a box drawn around them.
 */
describe.skipIf(!chromiumPath)('the focus ring of the headings the app focuses', () => {
  const server = useServerAndBrowser();

  async function signedIn(): Promise<Page> {
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new SimuladosPage(page, server.baseUrl).waitForRoute('/dashboard');
    return page;
  }

  it('draws no box after the mouse, and the ring after the keyboard', async () => {
    const page = await signedIn();
    const list = new SimuladosPage(page, server.baseUrl);
    const exam = new ExamPage(page, server.baseUrl);
    await list.openList();
    await list.pick(FREE.title);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(FREE.title);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusRing(page)).toEqual({ tag: 'H1', text: FREE.title, ring: false });

    // A reload reopens the attempt and focuses its title with no click or key at all.
    // The running clock asks before leaving (beforeunload): she confirms.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await exam.waitForExam(FREE.title);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusRing(page)).toEqual({ tag: 'H1', text: FREE.title, ring: false });

    // The question map from the keyboard: the question's title takes the focus, ring drawn.
    const item = await page.waitForSelector('aside ol[aria-label="Mapa de questões"] button');
    await item!.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: true });

    // The same jump with the mouse: focused, no box.
    const third = (await page.$$('aside ol[aria-label="Mapa de questões"] button'))[2]!;
    await third.click();
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Questão 3'));
    expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: false });

    // Both themes at 1280 and 360, the keyboard's ring on screen: axe finds nothing serious.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Questão 4'));
    expect(await focusRing(page)).toMatchObject({ tag: 'H2', ring: true });
    await expectAccessible(page, 'focus-ring-1280');
    await page.setViewport({ width: 360, height: 740 });
    await expectAccessible(page, 'focus-ring-360');
    await page.setViewport({ width: 1280, height: 800 });

    await exam.submitConfirmed();
    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusRing(page)).toEqual({ tag: 'H1', text: 'Simulado Concluído!', ring: false });
    await page.browserContext().close();
  });
});
