import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertRichPaper } from './support/papers-data';
import { screenshot, scrollsSideways, useScheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

describe.skipIf(!chromiumPath)('the results of a paper with a base text', () => {
  const server = useServerAndBrowser();

  for (const [width, scheme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [360, 'light'],
    [360, 'dark'],
  ] as const)
    it(`reviews the answers with the base text once above its block (${width} px, ${scheme})`, async () => {
      const paper = await insertRichPaper(server.app, `Resultado ${width} ${scheme}`);
      // The commented key opens at the submit, so the review shows the paper.
      await server.app.runtime.db
        .updateTable('simulados')
        .set({ answer_key_release: 'IMMEDIATE' })
        .where('id', '=', paper.id)
        .execute();
      const page = await newPage(server.browser, width);
      await page.setViewport({ width, height: width === 360 ? 740 : 900 });
      await useScheme(page, scheme);
      await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
      const list = new SimuladosPage(page, server.baseUrl);
      await list.waitForRoute('/dashboard');
      await list.openList();
      await list.pick(paper.title);
      const exam = new ExamPage(page, server.baseUrl);
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
      await exam.waitForExam(paper.title);
      for (const [i, option] of paper.key.entries()) await exam.answer(i, option);
      await exam.waitForSaveStatus('saved');
      await exam.submit();
      // The official attempt is confirmed first (where the screen asks).
      const confirm = await page
        .waitForSelector('::-p-aria([name="Enviar agora"][role="button"])', { timeout: 5_000 })
        .catch(() => null);
      await confirm?.click();
      await new ResultsPage(page, server.baseUrl).waitForResults();

      const review = await page.waitForSelector('main section[aria-labelledby="revisao"]');
      // 'Texto I' once, before question 1, with its numbered lines; stems keep their markup.
      const order = await review!.$$eval(':scope > ol > li', (items) =>
        items.map((li) => (li.querySelector('[data-base-text]') ? 'texto' : 'questão')),
      );
      expect(order).toEqual([
        'texto',
        'questão',
        'questão',
        'questão',
        'questão',
        'questão',
        'questão',
      ]);
      expect(await page.$$eval('main .rich-ln', (n) => n.length)).toBe(6);
      expect(await page.$$eval('main .rich-table table', (t) => t.length)).toBe(1);
      expect(await page.$$eval('main .katex math', (m) => m.length)).toBeGreaterThan(3);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `papers-results-${width}-${scheme}`);
      await page.browserContext().close();
    });
});
