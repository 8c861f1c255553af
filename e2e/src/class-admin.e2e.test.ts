import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { BasePage } from './pages/base';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, type TestSimulado } from './support/exam-data';
import { insertResult } from './support/report-data';
import { firstLink, readLatestEmail } from './support/server';
import { overflowing, screenshot, scrollsSideways, useScheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const ACCOUNTS = {
  student: { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' },
  teacher: { email: 'professor@gabaritei.dev', password: 'Professor@12345' },
  admin: { email: 'admin@gabaritei.dev', password: 'Admin@12345' },
};
const VIEWS = [
  { width: 1280, height: 900, scheme: 'light' },
  { width: 360, height: 740, scheme: 'dark' },
  { width: 360, height: 740, scheme: 'light' },
  { width: 1280, height: 900, scheme: 'dark' },
] as const;

/**
 * Class management and the admin's simulados as a teacher, an admin and a student see
 * them: a pasted list of students with its summary, names once the student accepts, a
 * whole 'Remover' button, the invitation link that prefills the sign-up; an admin's edit,
 * the honest deletion and the searchable user list; report badges that are never cut.
 */
describe.skipIf(!chromiumPath)('class management, admin simulados and reports', () => {
  const server = useServerAndBrowser();
  let sat: TestSimulado;

  beforeAll(async () => {
    sat = await insertSimulado(server.app, {
      title: 'E2E — Simulado já feito por alunos',
      durationMinutes: 30,
      questions: 4,
    });
    const student = await server.app.runtime.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ACCOUNTS.student.email)
      .executeTakeFirstOrThrow();
    await insertResult(server.app, sat, { userId: student.id, correct: 3 });
    await insertResult(server.app, sat, {
      userId: student.id,
      correct: 2,
      attemptType: 'PRACTICE',
    });
  });

  async function signedIn(who: keyof typeof ACCOUNTS, view: (typeof VIEWS)[number]) {
    const page = await newPage(server.browser, view.width);
    await page.setViewport({ width: view.width, height: view.height });
    await useScheme(page, view.scheme);
    await new LoginPage(page, server.baseUrl).login(ACCOUNTS[who].email, ACCOUNTS[who].password);
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    return { page, base: new BasePage(page, server.baseUrl) };
  }

  /** Every button of the screen shows its whole label inside its box. */
  async function expectWholeButtons(page: Page, label: string) {
    expect(await overflowing(page, 'main button'), label).toEqual([]);
    expect(await scrollsSideways(page), label).toBe(false);
  }

  for (const view of VIEWS)
    it(`invites a pasted list and lists the students by e-mail (${view.width} px, ${view.scheme})`, async () => {
      const { page, base } = await signedIn('teacher', view);
      const tag = `${view.width}${view.scheme}`;
      await base.open('/teacher-dashboard');
      await base.click('Nova Turma');
      await base.fill('Nome da Turma', `Turma ${tag}`);
      await base.click('Criar Turma');
      await base.click(`Abrir turma Turma ${tag}`);
      await base.waitForText('E-mails dos alunos');

      const pasted = [
        `${ACCOUNTS.student.email};convidada.${tag}@example.com`,
        `outra.${tag}@example.com, sem-arroba.example.com`,
        ACCOUNTS.teacher.email,
      ].join('\n');
      // Pasted, as a teacher does from a spreadsheet or an e-mail.
      await page.locator('textarea[name="studentEmails"]').click();
      await page.keyboard.sendCharacter(pasted);
      await base.click('Convidar');
      await base.waitForText('Convite enviado');
      const summary = await page.$eval('[data-testid="invite-summary"]', (e) => e.textContent);
      expect(summary).toContain('2 convites enviados por e-mail');
      expect(summary).toContain('1 aluno com conta convidado');
      expect(summary).toContain('1 e-mail inválido: sem-arroba.example.com');
      expect(summary).toContain('1 conta não é de aluno');
      expect(await base.hasText('Aluno adicionado com sucesso!')).toBe(false);
      // Until she accepts, the student with an account is listed by e-mail like the others:
      // her name is hers to give.
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="class-member"]').length === 3,
      );
      const members = await page.$$eval('[data-testid="class-member"]', (rows) =>
        rows.map((r) => (r as HTMLElement).innerText),
      );
      expect(members.some((m) => m.includes(ACCOUNTS.student.email))).toBe(true);
      expect(members.some((m) => m.includes('Bruna Estudante'))).toBe(false);
      expect(members.some((m) => m.includes(`convidada.${tag}@example.com`))).toBe(true);
      // The pending row's button reads 'Remover', whole, inside the screen.
      const buttons = await page.$$eval('[data-testid="class-member"] button', (bs) =>
        bs.map((b) => ({
          text: (b as HTMLElement).innerText,
          cut: b.scrollWidth > b.clientWidth + 1,
          right: b.getBoundingClientRect().right,
        })),
      );
      expect(buttons.length).toBe(3);
      for (const button of buttons) {
        expect(button).toMatchObject({ text: 'Remover', cut: false });
        expect(button.right).toBeLessThanOrEqual(view.width);
      }
      await expectWholeButtons(page, `class ${tag}`);
      await screenshot(page, `class-${view.width}-${view.scheme}`);

      // The invitation's link opens the sign-up with the e-mail filled in.
      const mail = await readLatestEmail(server.app, `convidada.${tag}@example.com`);
      const link = firstLink(mail.text_body);
      expect(link).toContain(`#/create-account?email=convidada.${tag}%40example.com`);
      const visitor = await newPage(server.browser, view.width);
      await visitor.goto(link, { waitUntil: 'networkidle0' });
      const field = await visitor.waitForSelector('input[name="email"]');
      expect(await field!.evaluate((i) => (i as HTMLInputElement).value)).toBe(
        `convidada.${tag}@example.com`,
      );
      if (view.width === 360) await screenshot(visitor, `create-account-prefilled-${view.scheme}`);
    });

  for (const view of VIEWS)
    it(`edits, archives and searches as an admin (${view.width} px, ${view.scheme})`, async () => {
      const extra = await insertSimulado(server.app, {
        title: `E2E — Editável ${view.width}${view.scheme}`,
        durationMinutes: 45,
        questions: 2,
      });
      const { page, base } = await signedIn('admin', view);
      await base.open('/admin-panel');
      await page.locator('::-p-aria([name="Simulados"][role="tab"])').click();
      await base.click(`Editar: ${extra.title}`);
      await base.waitForText('Editar simulado');
      await base.fill('Título', `${extra.title} (revisto)`);
      await base.fill('Matéria', 'Direito Administrativo');
      await base.click('Salvar alterações');
      await base.waitForText('Simulado atualizado com sucesso!');
      await base.waitForText(`${extra.title} (revisto)`);

      // A simulado someone sat: its duration may only grow, with a reason, and the refusals say so.
      if (view.width === 1280 && view.scheme === 'light') {
        await base.click(`Editar: ${sat.title}`);
        await base.waitForText('a data de início e a liberação do gabarito não podem mudar');
        // A number field keeps its digits under fill(): select them and type over, as a person does.
        const duration = page.locator('::-p-aria([name="Duração (minutos)"][role="textbox"])');
        await duration.click({ count: 3 });
        await page.keyboard.type('20');
        await base.click('Salvar alterações');
        await base.waitForText(
          'a data de término e a duração só podem ser prorrogadas, nunca reduzidas',
        );
        await duration.click({ count: 3 });
        await page.keyboard.type('50');
        await base.click('Salvar alterações');
        await base.waitForText('Informe o motivo da prorrogação');
        await screenshot(page, 'admin-edit-refused');
        await base.click('Voltar para a lista');
        // Deleting it says beforehand that it will be archived, and afterwards that it was.
        await base.click(`Deletar: ${sat.title}`);
        await base.waitForText('não será apagado: ele será arquivado');
        await screenshot(page, 'admin-archive-dialog');
        await page.locator('[role="dialog"] ::-p-aria([name="Arquivar"][role="button"])').click();
        await base.waitForText('Simulado arquivado');
        expect(await base.hasText('Simulado removido')).toBe(false);
        await page.waitForSelector('[role="dialog"]', { hidden: true });
      }
      // One nobody sat is removed, and the message says 'removido'.
      await base.click(`Deletar: ${extra.title} (revisto)`);
      await base.waitForText('Ele e todas as suas questões serão apagados');
      await page.locator('[role="dialog"] ::-p-aria([name="Remover"][role="button"])').click();
      await base.waitForText('Simulado removido com sucesso!');
      await page.waitForSelector('[role="dialog"]', { hidden: true });

      // The practice-only option at creation (the toast may sit over the button on a phone).
      await page.$eval('::-p-aria([name="Novo Simulado"][role="button"])', (b) =>
        (b as HTMLButtonElement).click(),
      );
      await base.waitForText('Somente prática (sem ranking)');
      await screenshot(page, `admin-new-${view.width}-${view.scheme}`);

      // The form opened scrolled to its title, which leaves the tab bar under the sticky
      // header at 1280 px: scroll back up to the tabs, as a person would.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('::-p-aria([name="Ver Usuários"][role="tab"])').click();
      await page.locator('input[type="search"]').fill('bruna');
      await base.waitForText('1 usuário encontrado');
      const rows = await page.$$eval('table[aria-label="Usuários"] tbody tr', (trs) =>
        trs.map((tr) => (tr as HTMLElement).innerText),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('Bruna Estudante');
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `admin-users-${view.width}-${view.scheme}`);
    });

  for (const view of VIEWS)
    it(`shows whole report badges (${view.width} px, ${view.scheme})`, async () => {
      const { page, base } = await signedIn('student', view);
      await base.open('/my-reports');
      await base.waitForText('Sobre os relatórios');
      // The list comes after the page's own text: read the badges once it has rendered.
      await page.waitForSelector('[data-testid="report-mode"]');
      const badges = await page.$$eval('[data-testid="report-mode"]', (bs) =>
        bs.map((b) => ({
          text: (b as HTMLElement).innerText,
          cut: b.scrollWidth > b.clientWidth + 1,
        })),
      );
      expect(badges).toEqual(
        expect.arrayContaining([
          { text: 'Oficial', cut: false },
          { text: 'Modo Treino', cut: false },
        ]),
      );
      // The box reads as part of the page in either theme: dark text on light, or the reverse.
      const box = await page.$eval('aside[aria-label="Sobre os relatórios"]', (aside) => {
        const luminance = (colour: string) => {
          const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
          return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
        };
        const item = aside.querySelector('li') ?? aside;
        return {
          text: luminance(getComputedStyle(item).color),
          page: luminance(getComputedStyle(document.body).backgroundColor),
        };
      });
      if (view.scheme === 'dark') expect(box.text).toBeGreaterThan(box.page);
      else expect(box.text).toBeLessThan(box.page);
      await screenshot(page, `reports-${view.width}-${view.scheme}`);
    });
});
