import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const FULL = DEMO_CATALOGUE.find((s) => s.key === 'prova-completa')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const SHEET = '[role="dialog"] [data-testid="base-text-sheet"]';
/** The question of the block that cites 'linhas 9 e 10'. */
const CITING = 'ilusão de domínio';

/**
 * On a phone the base text sits above its block: each question of the block offers 'Ver
 * texto', a sheet with the numbered lines where the lines it cites are marked and in view.
 * Beside the questions (1280) the text is already in view and the button is not shown.
 */
describe.skipIf(!chromiumPath)("'Ver texto' on the questions of a base text", () => {
  const server = useServerAndBrowser();

  async function openExam(width: number): Promise<Page> {
    const page = await newPage(server.browser, width);
    await page.setViewport({ width, height: width < 600 ? 740 : 900 });
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(FULL.title);
    const exam = new ExamPage(page, server.baseUrl);
    // The first visit chooses the official attempt; the second one resumes it.
    if (width < 600) {
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
    }
    await exam.waitForExam(FULL.title);
    return page;
  }

  it('opens the text with lines 9 and 10 marked and in view, at 360', async () => {
    const page = await openExam(360);
    const buttons = await page.$$eval('main section button', (all) =>
      all
        .filter((b) => b.textContent?.includes('Ver texto'))
        .map((b) => b.getAttribute('aria-label')),
    );
    // One per question of the block (five), none elsewhere.
    expect(buttons).toHaveLength(5);
    const button = await page.waitForSelector(
      `::-p-xpath(//section[contains(., "${CITING}")]//button[contains(., "Ver texto")])`,
    );
    await button!.click();
    await page.waitForSelector(SHEET);
    const sheet = await page.$eval('[role="dialog"]', (dialog) => {
      const cited = Array.from(dialog.querySelectorAll<HTMLElement>('.rich-line[data-cited]'));
      const area = dialog.getBoundingClientRect();
      const first = cited[0]?.getBoundingClientRect();
      return {
        title: dialog.querySelector('h2')?.textContent ?? '',
        cited: cited.map((line) => line.querySelector('.rich-ln')?.textContent),
        note: (dialog as HTMLElement).innerText.includes('cita as linhas 9 e 10'),
        firstInView: !!first && first.top >= area.top && first.bottom <= area.bottom,
      };
    });
    expect(sheet).toEqual({
      title: 'Texto I — questões 1 a 5',
      cited: ['9', '10'],
      note: true,
      firstInView: true,
    });
    await expectAccessible(page, 'base-text-sheet-360');
    await page.keyboard.press('Escape');
    await page.waitForSelector(SHEET, { hidden: true });
    await page.browserContext().close();
  });

  it('shows no button at 1280, where the text stands beside the questions', async () => {
    const page = await openExam(1280);
    const visible = await page.$$eval(
      'main section button',
      (all) =>
        all.filter(
          (b) => b.textContent?.includes('Ver texto') && b.getBoundingClientRect().width > 0,
        ).length,
    );
    expect(visible).toBe(0);
    const box = (selector: string) =>
      page.$eval(selector, (el) => {
        const { left, right } = el.getBoundingClientRect();
        return { left, right };
      });
    const text = await box('[data-base-text] > section');
    const question = await box('[data-base-text] [data-question-index]');
    expect(question.left).toBeGreaterThan(text.right - 1);
    await expectAccessible(page, 'base-text-sheet-1280');
    await page.browserContext().close();
  });
});
