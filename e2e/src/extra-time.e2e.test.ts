import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { BasePage } from './pages/base';
import { ExamPage } from './pages/exam-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, userIdOf } from './support/exam-data';
import { accommodationsOf, checkScreen, endedMinutesAgo, grantInDb } from './support/extra-time';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const VIEWS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;
const SECTION = 'section[aria-labelledby="accommodations-title"]';
// The section's own pieces, none inside another, so any overlap is a layout fault.
const SECTION_PARTS = [
  '#accommodations-title',
  `${SECTION} > p`,
  `${SECTION} li > *`,
  `${SECTION} form .mantine-Group-root > *`,
  `${SECTION} form > button`,
].join(', ');
const DIALOG = '[role="dialog"]';
const MINUTES = `${SECTION} input[inputmode]`;
const CONFIRM_PARTS = `${DIALOG} h2, ${DIALOG} p, ${DIALOG} .mantine-Group-root > button`;
const DIALOG_PARTS = [
  `${DIALOG} h2`,
  `${DIALOG} .mantine-Stack-root > .mantine-Stack-root > *`,
  `${DIALOG} .mantine-Alert-root`,
  `${DIALOG} .mantine-Radio-root`,
  `${DIALOG} .mantine-Group-root > button`,
].join(', ');
const TIMER_PARTS = '[data-testid="exam-timer"] > *, [data-testid="save-status"], main h1';

/**
 * Tempo adicional in the browser: the admin grants, lists and removes it on the simulado's
 * edit screen; the candidate sees it in the mode dialog and under the timer, and, with the
 * general end past, is still offered the exam until end + her minutes.
 */
describe.skipIf(!chromiumPath)('extra time (tempo adicional) in the browser', () => {
  const server = useServerAndBrowser();
  const nameOf = async (email: string) =>
    (
      await server.app.runtime.db
        .selectFrom('users')
        .select('name')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).name;

  async function signedIn(view: (typeof VIEWS)[number], who: typeof ADMIN): Promise<Page> {
    const page = await newPage(server.browser, view.width);
    await page.setViewport({ ...view, isMobile: view.width < 600, hasTouch: view.width < 600 });
    await new LoginPage(page, server.baseUrl).login(who.email, who.password);
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    return page;
  }

  for (const view of VIEWS)
    it(`grants, lists and removes it as an admin (${view.width} px)`, async () => {
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Tempo adicional admin ${view.width}`,
        durationMinutes: 60,
        questions: 2,
      });
      const page = await signedIn(view, ADMIN);
      const base = new BasePage(page, server.baseUrl);
      await base.open('/admin-panel');
      await page.locator('::-p-aria([name="Simulados"][role="tab"])').click();
      await base.click(`Editar: ${simulado.title}`);
      await base.waitForText('Nenhum aluno com tempo adicional neste simulado.');

      await base.fill('E-mail do aluno', STUDENT.email);
      // The field starts empty: typed digits are the minutes, never joined to a preset.
      const minutes = page.locator('::-p-aria([name="Minutos a mais"][role="textbox"])');
      expect(await page.$eval(MINUTES, (input) => (input as HTMLInputElement).value)).toBe('');
      await minutes.click();
      await page.keyboard.type('300');
      await base.fill('Motivo', 'Laudo médico (edital, item 5.3)');
      await base.click('Conceder tempo adicional');
      await base.waitForText('O tempo adicional deve ser um número inteiro de 1 a 240 minutos.');
      expect(await page.$eval(MINUTES, (input) => (input as HTMLInputElement).value)).toBe('300');
      await page.$eval(SECTION, (s) => s.scrollIntoView({ block: 'start' }));
      await checkScreen(page, `admin-minutes-error-${view.width}`, SECTION_PARTS);
      await minutes.click({ count: 3 });
      await page.keyboard.type('45');
      await base.click('Conceder tempo adicional');
      // Before saving, what the grant holds back for everybody: the key waits 45 minutes more.
      await page.waitForSelector(DIALOG);
      await base.waitForText('+45 min para aluno@gabaritei.dev');
      await base.waitForText('ranking final de todos os candidatos passam a ser liberados em');
      await checkScreen(page, `admin-grant-confirm-${view.width}`, CONFIRM_PARTS);
      expect(await accommodationsOf(server.app, simulado.id)).toEqual([]);
      await page.locator('::-p-aria([name="Confirmar"][role="button"])').click();
      await base.waitForText('Tempo adicional concedido.');
      await base.waitForText('+45 min');
      expect(await accommodationsOf(server.app, simulado.id)).toEqual([
        {
          user_id: await userIdOf(server.app, STUDENT.email),
          extra_minutes: 45,
          reason: 'Laudo médico (edital, item 5.3)',
        },
      ]);
      await page.$eval(SECTION, (s) => s.scrollIntoView({ block: 'start' }));
      await checkScreen(page, `admin-granted-${view.width}`, SECTION_PARTS);

      await base.click(`Retirar: ${await nameOf(STUDENT.email)}`);
      await base.waitForText('Tempo adicional retirado.');
      await base.waitForText('Nenhum aluno com tempo adicional neste simulado.');
      expect(await accommodationsOf(server.app, simulado.id)).toEqual([]);
      await page.browserContext().close();
    });

  for (const view of VIEWS)
    it(`offers her the exam after the general end, with her minutes shown (${view.width} px)`, async () => {
      const simulado = await insertSimulado(server.app, {
        title: `E2E — Tempo adicional prova ${view.width}`,
        durationMinutes: 60,
        questions: 3,
      });
      // Ended for everybody 10 minutes ago; she has 30 more: 20 minutes left to her.
      await endedMinutesAgo(server.app, simulado.id, 10);
      const userId = await userIdOf(server.app, STUDENT.email);
      await grantInDb(server.app, { simuladoId: simulado.id, userId, extraMinutes: 30 });

      const page = await signedIn(view, STUDENT);
      const list = new SimuladosPage(page, server.baseUrl);
      await list.openList();
      // Her card says what the mode will answer her: open, not 'Encerrado — modo prática'
      // (once her standing, which carries her minutes, has arrived beside the catalogue).
      await page.waitForFunction(
        (title) =>
          Array.from(document.querySelectorAll<HTMLElement>('main article')).some(
            (a) =>
              a.querySelector('h2')?.textContent?.trim() === title && /Começar/.test(a.innerText),
          ),
        {},
        simulado.title,
      );
      const card = await list.cardText(simulado.title);
      expect(card).toContain('Aberto');
      expect(card).not.toContain('Encerrado');
      await list.pick(simulado.title);
      const exam = new ExamPage(page, server.baseUrl);
      const dialog = await exam.waitForModeDialog();
      expect(dialog).toContain('Tempo adicional: +30 min');
      await checkScreen(page, `mode-dialog-${view.width}`, DIALOG_PARTS);

      await exam.chooseMode('Modo Exame');
      await exam.waitForExam(simulado.title);
      const timer = await page.waitForSelector(
        '[data-testid="exam-timer"] [data-testid="extra-time"]',
      );
      expect(await timer!.evaluate((t) => (t as HTMLElement).innerText)).toBe(
        'Tempo adicional: +30 min',
      );
      // Capped at end + 30 min: about 20 minutes, not the 90 of her duration + extra.
      expect(await exam.timerText()).toMatch(/^(00:)?(19|20):\d\d$/);
      await checkScreen(page, `exam-timer-${view.width}`, TIMER_PARTS);
      await page.browserContext().close();
    });
});
