import fs from 'node:fs';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

// The always-open free demo has an end date: AFTER_END, its key embargoed until then.
const FREE = DEMO_CATALOGUE.find((s) => s.key === 'conhecimentos-basicos')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

/**
 * The key embargo as a candidate sees it: after an official attempt the results
 * screen shows the score and when the commented key opens, and nothing of the key — no
 * verdict per question, no explanation, no correct option — at 1280 and 360 px, both themes.
 */
describe.skipIf(!chromiumPath)('the results screen under the key embargo', () => {
  const server = useServerAndBrowser();

  it('shows the embargo notice and no key after an official attempt', async () => {
    const page = await newPage(server.browser, 1280);
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('mantine-color-scheme-value', 'light');
    });
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new HeaderBar(page, server.baseUrl).waitForSignedIn();
    const list = new SimuladosPage(page, server.baseUrl);
    const exam = new ExamPage(page, server.baseUrl);
    await list.openList();
    await list.pick(FREE.title);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(FREE.title);
    // All right but the first: a verdict list, were it shown, would have both kinds.
    for (const [index, question] of FREE.questions.entries()) {
      const wrong = question.correct === 'A' ? 'B' : 'A';
      await exam.answer(index, index === 0 ? wrong : question.correct);
    }
    await exam.waitForSaveStatus('saved');
    await exam.submitConfirmed();

    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    const total = FREE.questions.length;
    expect(await results.summaryValues()).toEqual(
      expect.arrayContaining([String(total - 1), String(total)]),
    );
    for (const [width, scheme] of [
      [1280, 'light'],
      [1280, 'dark'],
      [360, 'dark'],
      [360, 'light'],
    ] as const) {
      await page.setViewport({ width, height: width === 1280 ? 900 : 740 });
      await setScheme(page, scheme);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(
        /O gabarito comentado será liberado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/,
      );
      expect(await results.reviewVerdicts()).toEqual([]);
      for (const verdict of ['Correta', 'Incorreta', 'Resposta correta', 'Sua resposta'])
        expect(text).not.toContain(verdict);
      for (const question of FREE.questions)
        expect(text).not.toContain(question.explanation.slice(0, 60));
      await screenshot(page, `resultado-embargo-${width}-${scheme}`);
    }
  });
});

/** Flips the theme with the header's toggle (a reload would lose the results' state). */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const current = await page.$eval('html', (html) =>
    html.getAttribute('data-mantine-color-scheme'),
  );
  if (current !== scheme) await page.locator('[data-testid="theme-toggle"]').click();
  await page.waitForFunction(
    (wanted) => document.documentElement.getAttribute('data-mantine-color-scheme') === wanted,
    {},
    scheme,
  );
}

/** Keeps a look at the screen for a human (E2E_SCREENSHOTS=dir); nothing when unset. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
