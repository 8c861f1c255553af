import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamToolsPage } from './pages/exam-tools-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { eventually, insertSimulado, savedAnswers, userIdOf } from './support/exam-data';
import { boxOf, overlap, shot, type Box } from './support/layout';
import { expectAccessible } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const STRIP = '[data-testid="exam-strip"]';
const q = (i: number) => `main section[data-question-index="${i}"]`;

/**
 * The exam screen as a candidate lives it on exam day: an answer taken back with
 * 'Limpar resposta' or Delete, arrows and J/K that move and never answer (even after a
 * click on an option), a timer strip that covers nothing, one neutral colour for Certo and
 * Errado, and an official submit that is always confirmed with the blanks, the marks, the
 * time left and what a blank is worth under the simulado's rule.
 */
describe.skipIf(!chromiumPath)('exam day in the browser', () => {
  const server = useServerAndBrowser();

  async function openExam(page: Page, title: string, width: number) {
    await page.setViewport({ width, height: width > 400 ? 900 : 740 });
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(title);
    const exam = new ExamToolsPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(title);
    return exam;
  }

  const checked = (page: Page, i: number) =>
    page.$eval(
      q(i),
      (s) => (s.querySelector('input:checked') as HTMLInputElement | null)?.value ?? null,
    );
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

  for (const width of [1280, 360]) {
    it(`clears answers, keeps the arrows off them and covers nothing at ${width}`, async () => {
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Dia de prova ${width}`,
        durationMinutes: 60,
        questions: 4,
      });
      const studentId = await userIdOf(server.app, STUDENT.email);
      const page = await newPage(server.browser, width);
      const exam = await openExam(page, simulado.title, width);
      const stored = () => savedAnswers(server.app, studentId, simulado.id);
      const first = simulado.questionIds[0]!;

      // The timer strip is a bar of its own above the paper: at the top nothing is under it.
      const strip = await boxOf(page, STRIP);
      expect(overlap(strip, await boxOf(page, '[data-testid="progress-count"]'))).toBe(false);
      expect(overlap(strip, await boxOf(page, 'main h1'))).toBe(false);
      expect(overlap(strip, await boxOf(page, `${q(0)} label`))).toBe(false);

      // A mouse click on A, then the arrows: they move, the answer stays A.
      await page.locator(`${q(0)} label:has(input[value="A"])`).click();
      await eventually(stored, (s) => s[first] === 'A');
      await page.keyboard.press('ArrowDown');
      expect(await checked(page, 0)).toBe('A');
      await page.locator(`${q(0)} input[value="A"]`).click();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Questão 2 de 4');
      expect(await checked(page, 0)).toBe('A');
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Questão 1 de 4');
      await exam.waitForQuestionAtRest(0);
      expect(await checked(page, 0)).toBe('A');

      // After a jump the question's title, option A and its strike button sit below the strip.
      const below = async (selector: string) => {
        const box: Box = await boxOf(page, selector);
        const bar = await boxOf(page, STRIP);
        expect(box.y, selector).toBeGreaterThanOrEqual(bar.y + bar.height - 0.5);
      };
      await below(`${q(0)} h2`);
      await below(`${q(0)} label:has(input[value="A"])`);
      if (width === 360) await below(`${q(0)} button[aria-label="Riscar alternativa A"]`);
      await shot(page, `exam-day-${width}-answered`, false);

      // 'Limpar resposta': the question is blank again, on screen and on the server.
      await page.locator('::-p-aria([name="Limpar resposta da questão 1"][role="button"])').click();
      await page.waitForFunction((s) => !document.querySelector(`${s} input:checked`), {}, q(0));
      await eventually(stored, (s) => s[first] === null);
      expect(await exam.hasText('0 / 4 respondidas')).toBe(true);
      // The key: 2 answers B, Delete takes it back.
      await page.keyboard.press('2');
      await eventually(stored, (s) => s[first] === 'B');
      await page.keyboard.press('Delete');
      await eventually(stored, (s) => s[first] === null);
      expect(await checked(page, 0)).toBeNull();
      expect(await exam.liveText()).toBe('Questão 1: resposta apagada, em branco');

      // Every question answered, one marked: the submit still asks, with marks and time.
      for (const [i, letter] of ['A', 'B', 'C', 'D'].entries())
        await page.locator(`${q(i)} label:has(input[value="${letter}"])`).click();
      await page.locator(`${q(3)} button[title^="Marcar"]`).click();
      await exam.waitForText('Marcada para revisar');
      await eventually(stored, (s) => Object.values(s).filter(Boolean).length === 4);
      await page.locator('::-p-aria([name="Enviar resposta"][role="button"])').click();
      const dialog = '::-p-aria([name="Enviar a prova agora?"][role="dialog"])';
      await page.waitForSelector(dialog);
      const said = await page.$eval('[role="dialog"]', (d) => (d as HTMLElement).innerText);
      expect(said).toContain('Todas as 4 questões respondidas.');
      expect(said).toContain("1 questão ainda marcada para 'Revisar depois'.");
      expect(said).toMatch(/Tempo restante: (59|1:00):\d\d/);
      expect(said).toContain('Questões em branco contam como erro.');
      await expectAccessible(page, `exam-day-confirm-${width}`);
      await page.locator('::-p-aria([name="Voltar à prova"][role="button"])').click();
      await page.waitForSelector(dialog, { hidden: true });
      await expectAccessible(page, `exam-day-${width}`);
      expect(await focusedText(page)).toBeTruthy();
      await page.browserContext().close();
    });
  }

  it('marks Certo and Errado in one neutral colour and says a Cebraspe blank scores zero', async () => {
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Dia de prova Cebraspe',
      durationMinutes: 60,
      questions: 3,
    });
    const { db } = server.app.runtime;
    await db
      .updateTable('simulados')
      .set({ format: 'CERTO_ERRADO', scoring: 'CEBRASPE' })
      .where('id', '=', simulado.id)
      .execute();
    await db
      .updateTable('questions')
      .set({ correct_option: 'C' })
      .where('simulado_id', '=', simulado.id)
      .execute();
    const page = await newPage(server.browser, 360);
    await openExam(page, simulado.title, 360);

    const choice = (i: number, letter: 'C' | 'E') => `${q(i)} button[data-choice="${letter}"]`;
    await page.locator(choice(0, 'C')).click();
    await page.locator(choice(1, 'E')).click();
    await page.waitForSelector(`${choice(1, 'E')}[aria-checked="true"]`);
    const look = (selector: string) =>
      page.$eval(selector, (b) => {
        const s = getComputedStyle(b);
        return `${s.borderColor} ${s.backgroundColor}`;
      });
    // Chosen Certo and chosen Errado look alike: nothing reads as right or wrong.
    expect(await look(choice(0, 'C'))).toBe(await look(choice(1, 'E')));
    // The arrows move between questions and leave the answer alone.
    await page.focus(choice(1, 'E'));
    await page.keyboard.press('ArrowLeft');
    expect(await page.$eval(choice(1, 'E'), (b) => b.getAttribute('aria-checked'))).toBe('true');
    await shot(page, 'exam-day-360-certo-errado', false);

    await page.locator('::-p-aria([name="Enviar resposta"][role="button"])').click();
    const said = await page
      .waitForSelector('::-p-aria([name="Enviar a prova agora?"][role="dialog"])')
      .then((d) => d!.evaluate((e) => (e as HTMLElement).innerText));
    expect(said).toContain('1 questão sem resposta (de 3).');
    expect(said).toContain('Itens em branco valem zero: não somam nem descontam pontos.');
    expect(said).not.toContain('contam como erro');
    await expectAccessible(page, 'exam-day-cebraspe-confirm');
    await page.browserContext().close();
  });
});
