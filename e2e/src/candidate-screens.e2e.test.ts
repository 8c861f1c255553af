import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { DashboardPage } from './pages/dashboard-page';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado } from './support/exam-data';
import {
  boxOf,
  boxOfText,
  clippedElements,
  overlap,
  shot,
  useScheme,
  type Scheme,
} from './support/layout';
import {
  CLASS_NAME,
  CLOSED,
  COMBOS,
  RELEASED,
  STUDENT,
  TRAINING,
  UPCOMING,
  releaseToStudentsClass,
} from './support/candidate-screens';
import { useServerAndBrowser } from './support/suite';

/** What a candidate reads on the catalogue, the dashboard, a timed exam and the results. */
describe.skipIf(!chromiumPath)('what a candidate reads on each screen', () => {
  const server = useServerAndBrowser();

  // Paulo's class, with the demo student accepted, releases the paid Tribunais simulado.
  beforeAll(() => releaseToStudentsClass(server.app));

  async function signedIn(width: number, height: number, scheme: Scheme): Promise<Page> {
    const page = await newPage(server.browser, width);
    await page.setViewport({ width, height });
    await useScheme(page, scheme);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new DashboardPage(page, server.baseUrl).waitForRoute('/dashboard');
    return page;
  }

  const text = (page: Page) => page.evaluate(() => document.body.innerText);

  it.each(COMBOS)(
    'catalogue cards and the dashboard at %ix%i, %s',
    async (width, height, scheme) => {
      const page = await signedIn(width, height, scheme);
      const name = `${width}-${scheme}`;
      const list = new SimuladosPage(page, server.baseUrl);
      await list.openList();
      await list.waitForTag(RELEASED.title, `Liberado pela turma ${CLASS_NAME}`);

      const released = await list.cardText(RELEASED.title);
      expect(released).toContain('Aberto');
      expect(released).toMatch(/De \d{2}\/\d{2} \d{2}:\d{2} a \d{2}\/\d{2} \d{2}:\d{2}/);
      expect(released).toContain('Abrir →');
      expect(released).not.toMatch(/R\$|Comprar/);

      const upcoming = await list.cardText(UPCOMING.title);
      expect(upcoming).toContain('Em breve');
      expect(upcoming).toMatch(/De \d{2}\/\d{2} \d{2}:\d{2} a \d{2}\/\d{2} \d{2}:\d{2}/);
      expect(upcoming).toMatch(/R\$\s39,90/);
      expect(upcoming).toContain('Comprar →');

      const closed = await list.cardText(CLOSED.title);
      expect(closed).toContain('Encerrado — modo prática');
      expect(closed).toContain('Praticar →');
      expect(closed).not.toContain('Começar');

      expect(await list.cardText(TRAINING.title)).toContain('Simulado de treino — sem ranking');
      expect(await clippedElements(page)).toEqual([]);
      expect(await list.fitsViewportWidth()).toBe(true);
      await shot(page, `catalogue-${name}`);

      const dashboard = new DashboardPage(page, server.baseUrl);
      await dashboard.openDashboard();
      // The class release counts as acquired.
      expect(Number(await dashboard.stat('Simulados adquiridos'))).toBeGreaterThanOrEqual(1);
      await page.waitForSelector('main section[aria-labelledby="liberados-turmas"]');
      const section = await page.$eval(
        'main section[aria-labelledby="liberados-turmas"]',
        (s) => (s as HTMLElement).innerText,
      );
      expect(section).toContain(RELEASED.title);
      expect(section).toContain(`Liberado pela turma ${CLASS_NAME}`);
      expect(await clippedElements(page)).toEqual([]);
      await shot(page, `dashboard-${name}`);
      await page.browserContext().close();
    },
    120_000,
  );

  it.each(COMBOS)(
    'sending and leaving a timed exam at %ix%i, %s',
    async (width, height, scheme) => {
      const name = `${width}-${scheme}`;
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Envio ${name}`,
        durationMinutes: 30,
        questions: 4,
      });
      const page = await signedIn(width, height, scheme);
      const list = new SimuladosPage(page, server.baseUrl);
      const exam = new ExamPage(page, server.baseUrl);
      await list.openList();
      await list.pick(simulado.title);
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
      await exam.waitForExam(simulado.title);
      await exam.answer(0, 'A');
      await exam.waitForSaveStatus('saved');

      // The floating timer leaves the mode badge readable.
      const badge = await boxOfText(page, 'main .mantine-Badge-root', 'Modo Exame');
      expect(overlap(badge, await boxOf(page, '[data-testid="exam-timer"]'))).toBe(false);
      expect(await clippedElements(page)).toEqual([]);
      await shot(page, `exam-${name}`, false);

      // 'Enviar resposta' with three blank: a confirmation with the count and the time.
      await exam.submit();
      const confirm = await page.waitForSelector('[data-testid="confirm-unanswered"]');
      expect(await confirm!.evaluate((e) => e.textContent)).toBe('3 questões sem resposta (de 4).');
      expect(await page.$eval('[data-testid="confirm-time-left"]', (e) => e.textContent)).toMatch(
        /^Tempo restante: (29:\d\d|30:00)$/,
      );
      expect(await clippedElements(page, '[role="dialog"]')).toEqual([]);
      await shot(page, `exam-confirm-${name}`, false);
      await exam.click('Voltar à prova');
      await page.waitForSelector('[data-testid="confirm-unanswered"]', { hidden: true });

      // Another link (the logo): the app asks first, and staying keeps the exam.
      await page.click('header a[href="#/home"]');
      const warning = await page.waitForSelector('[data-testid="leave-warning"]');
      expect(await warning!.evaluate((e) => e.textContent)).toMatch(
        /^O relógio continua correndo: a prova termina às \d{2}:\d{2}, mesmo que você saia\.$/,
      );
      await shot(page, `exam-leave-${name}`, false);
      await exam.click('Continuar na prova');
      await page.waitForSelector('[data-testid="leave-warning"]', { hidden: true });
      expect(await exam.route()).toBe('/simulated');

      // 'Voltar' warns too; leaving anyway shows the attempt under way on the card.
      await exam.back();
      await page.waitForSelector('[data-testid="leave-warning"]');
      await exam.click('Sair mesmo assim');
      await list.waitForTag(simulado.title, 'Em andamento · termina às');
      const card = await list.cardText(simulado.title);
      expect(card).toMatch(/Em andamento · termina às \d{2}:\d{2}/);
      expect(card).toContain('Continuar →');

      // The dashboard offers 'Continuar', which resumes the same attempt.
      const dashboard = new DashboardPage(page, server.baseUrl);
      await dashboard.openDashboard();
      await page.waitForSelector('main section[aria-labelledby="em-andamento"]');
      expect(await text(page)).toMatch(/Em andamento · termina às \d{2}:\d{2}/);
      expect(await clippedElements(page)).toEqual([]);
      await shot(page, `dashboard-running-${name}`);
      await exam.click(`Continuar: ${simulado.title}`);
      await exam.waitForExam(simulado.title);
      expect(await exam.selectedOptions()).toEqual(['A', null, null, null]);

      // Closing the tab: the browser's own beforeunload prompt, then the tab closes.
      const context = page.browserContext();
      const prompt = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.accept();
        }),
      );
      const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
      await page.close({ runBeforeUnload: true });
      expect(await prompt).toBe('beforeunload');
      await closed;
      await context.close();
    },
    180_000,
  );

  it.each(COMBOS)(
    'results: the position in words, and training without a ranking at %ix%i, %s',
    async (width, height, scheme) => {
      const name = `${width}-${scheme}`;
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Resultado ${name}`,
        durationMinutes: 30,
        questions: 4,
      });
      const page = await signedIn(width, height, scheme);
      const list = new SimuladosPage(page, server.baseUrl);
      const exam = new ExamPage(page, server.baseUrl);
      const results = new ResultsPage(page, server.baseUrl);
      await list.openList();
      await list.pick(simulado.title);
      await exam.waitForModeDialog();
      await exam.chooseMode('Modo Exame');
      await exam.waitForExam(simulado.title);
      await exam.answer(0, simulado.key[0]!);
      await exam.waitForSaveStatus('saved');
      await exam.submit();
      await exam.click('Enviar mesmo assim');
      await results.waitForResults();
      // A sole participant: words, not 'Percentil 0%'.
      await results.waitForText('Sua posição: 1º de 1 · único participante até agora');
      expect(await text(page)).toContain('À frente de = participantes classificados abaixo');
      expect(await text(page)).not.toMatch(/Percentil/);
      expect(await clippedElements(page)).toEqual([]);
      await shot(page, `results-${name}`);

      // Training: its own words, the badge clear of the stopwatch, no ranking afterwards.
      await list.openList();
      await list.pick(TRAINING.title);
      await exam.waitForExam(TRAINING.title);
      expect(await text(page)).toContain('Simulado de treino — sem ranking');
      expect(await text(page)).not.toContain('já foi encerrado');
      const badge = await boxOfText(page, 'main .mantine-Badge-root', 'Modo Prática');
      expect(overlap(badge, await boxOf(page, '[data-testid="exam-timer"]'))).toBe(false);
      await shot(page, `training-${name}`, false);
      await exam.answer(0, 'A');
      await exam.submit();
      await results.waitForResults();
      await results.waitForText('Voltar aos Simulados');
      const after = await text(page);
      expect(after).not.toContain('Ver Ranking');
      expect(after).not.toMatch(/Percentil|dos participantes|Sua posição|Posição simulada/);
      expect(await clippedElements(page)).toEqual([]);
      await shot(page, `training-results-${name}`);
      await page.browserContext().close();
    },
    180_000,
  );
});
