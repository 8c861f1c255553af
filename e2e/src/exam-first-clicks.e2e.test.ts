import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { eventually, savedAnswers, userIdOf } from './support/exam-data';
import { useServerAndBrowser } from './support/suite';

const CEBRASPE = DEMO_CATALOGUE.find((s) => s.key === 'cebraspe-certo-errado')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const CERTO = 'main [role="radiogroup"] button[data-choice="C"]';

/** What sits on top of the first 'Certo' at the moment it is inserted (in the same task). */
function watchFirstSight(selector: string): void {
  const w = window as unknown as { firstSight?: string };
  const observer = new MutationObserver(() => {
    const button = document.querySelector(selector);
    if (!button) return;
    observer.disconnect();
    const r = button.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    w.firstSight = top && button.contains(top) ? 'the option' : (top?.className ?? 'nothing');
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * The first answers of an official attempt: every 'Certo' clicked from the moment it is on
 * screen, 150 ms apart, reaches the server — an option that is shown is an option that works.
 */
describe.skipIf(!chromiumPath)('the first clicks of an official attempt', () => {
  const server = useServerAndBrowser();
  let studentId: string;

  beforeAll(async () => {
    studentId = await userIdOf(server.app, STUDENT.email);
  });

  it('saves all 12 items clicked as soon as the options appear', async () => {
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(CEBRASPE.title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await page.locator('::-p-aria([name="Modo Exame"][role="radio"])').click();
    await page.evaluate(watchFirstSight, CERTO);
    // 'Começar', and nothing waited for: not the dialog closing, not the title.
    await exam.click('Começar');
    await page.waitForSelector(CERTO);
    // The dialog that started the attempt never lies over the options it opened.
    const firstSight = await page.evaluate(() => (window as { firstSight?: string }).firstSight);
    expect(firstSight).toBe('the option');

    for (let i = 0; i < CEBRASPE.questions.length; i += 1) {
      // A real mouse on the button as it is now (scrolled into view first).
      const buttons = await page.$$(CERTO);
      await buttons[i]!.click();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const simulado = await server.app.runtime.db
      .selectFrom('simulados')
      .select('id')
      .where('title', '=', CEBRASPE.title)
      .executeTakeFirstOrThrow();
    const certos = (answers: Record<string, string | null>) =>
      Object.values(answers).filter((o) => o === 'C').length;
    const saved = await eventually(
      () => savedAnswers(server.app, studentId, simulado.id),
      (answers) => certos(answers) === CEBRASPE.questions.length,
      10_000,
    ).catch(() => savedAnswers(server.app, studentId, simulado.id));
    expect(certos(saved)).toBe(12);
    await page.browserContext().close();
  });
});
