import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamToolsPage } from './pages/exam-tools-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado } from './support/exam-data';
import { clippedElements, shot } from './support/layout';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const PAPER = '[data-testid="exam-paper"]';

/**
 * 'Leitura' on the exam: type up to 200 %, higher contrast and more line spacing, kept with
 * the account (another device opens with them), nothing cut at 360, axe in both themes.
 */
describe.skipIf(!chromiumPath)('reading preferences in the browser', () => {
  const server = useServerAndBrowser();

  async function open(page: Page, title: string, resume = false) {
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(title);
    const exam = new ExamToolsPage(page, server.baseUrl);
    // On the second device the attempt resumes: no mode dialog.
    if (!resume) {
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
    }
    await exam.waitForExam(title);
    return exam;
  }

  const paperLook = (page: Page) =>
    page.$eval('[data-testid="exam-paper"]', (el) => {
      const s = getComputedStyle(el);
      const label = el.querySelector('label');
      return {
        zoom: s.zoom,
        lineHeight: label ? getComputedStyle(label).lineHeight : '',
        contrast: el.getAttribute('data-contrast'),
      };
    });

  it('sets 200 %, contrast and spacing at 1280 and finds them on a phone', async () => {
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Leitura',
      durationMinutes: 60,
      questions: 3,
    });
    const desk = await newPage(server.browser, 1280);
    await desk.setViewport({ width: 1280, height: 900 });
    await open(desk, simulado.title);
    await desk.locator('::-p-aria([name="Leitura"][role="button"])').click();
    // The segments' and the switch's inputs are hidden behind their labels: click the text.
    await desk.waitForSelector('::-p-aria([name="200%"])');
    await desk.locator('[role="dialog"] ::-p-text(200%)').click();
    await desk.locator('[role="dialog"] ::-p-text(Muito amplo)').click();
    await desk.locator('[role="dialog"] ::-p-text(Alto contraste)').click();
    await desk.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-contrast') === 'high',
      {},
      PAPER,
    );
    expect(await paperLook(desk)).toMatchObject({ zoom: '2', contrast: 'high' });
    await shot(desk, 'exam-reading-1280-menu', false);
    await desk.keyboard.press('Escape');
    await expectAccessible(desk, 'reading-1280');
    await desk.browserContext().close();

    // Another device, same account: the server kept them.
    const phone = await newPage(server.browser, 360);
    await phone.setViewport({ width: 360, height: 740, isMobile: true, hasTouch: true });
    await open(phone, simulado.title, true);
    await phone.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-contrast') === 'high',
      {},
      PAPER,
    );
    const look = await paperLook(phone);
    expect(look.zoom).toBe('2');
    expect(await clippedElements(phone, PAPER)).toEqual([]);
    await shot(phone, 'exam-reading-360-200', false);
    // Known gap: at 200 % on 360 the paper is about 3 CSS px wider than its column (an
    // option row's border reaches the edge); nothing is cut, which is what is asserted here.
    await expectAccessible(phone, 'reading-360');

    // Back to the defaults, for the other suites of this account.
    await server.app.runtime.db
      .updateTable('users')
      .set({ reading_preferences: null })
      .where('email', '=', STUDENT.email)
      .execute();
    await phone.browserContext().close();
  });
});
