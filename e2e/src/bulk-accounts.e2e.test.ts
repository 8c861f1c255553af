import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { BasePage } from './pages/base';
import { chromiumPath, newPage } from './support/browser';
import { firstLink, readLatestEmail } from './support/server';
import { screenshot, scrollsSideways, useScheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const VIEWS = [
  { width: 1280, height: 900, scheme: 'light' },
  { width: 1280, height: 900, scheme: 'dark' },
  { width: 360, height: 740, scheme: 'light' },
  { width: 360, height: 740, scheme: 'dark' },
] as const;

/**
 * 'Importar alunos de planilha' on the admin users page: a checked file with an existing
 * account and a bad line, then a clean one confirmed, whose new student sets her password
 * from the mailed link and signs in.
 */
describe.skipIf(!chromiumPath)('student accounts from a spreadsheet', () => {
  const server = useServerAndBrowser();

  for (const view of VIEWS)
    it(`checks, confirms and mails a set-password link (${view.width} px, ${view.scheme})`, async () => {
      const page = await newPage(server.browser, view.width);
      await page.setViewport({ width: view.width, height: view.height });
      await useScheme(page, view.scheme);
      await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
      await page.waitForFunction(() => !location.hash.startsWith('#/login'));
      const base = new BasePage(page, server.baseUrl);
      const bodyText = () => page.evaluate(() => document.body.textContent ?? '');
      await base.open('/admin-panel');
      await page.locator('::-p-aria([name="Ver Usuários"][role="tab"])').click();
      await base.waitForText('Importar alunos de planilha');

      const tag = `${view.width}${view.scheme}`;
      const textarea = page.locator('::-p-aria([name="Conteúdo da planilha"])');
      await textarea.click();
      await page.keyboard.sendCharacter(
        `Nome;E-mail\nAna Planilha ${tag};ana.${tag}@escola.test\nAdmin;${ADMIN.email}\n;sem-nome@escola.test`,
      );
      await base.click('Verificar planilha');
      await base.waitForText('linha 4: falta o nome');
      // The badges show in capitals (Mantine's text-transform); their text is as written.
      expect(await bodyText()).toContain('1 conta nova');
      expect(await base.hasText(`linha 3: ${ADMIN.email} — já tinha conta`)).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.locator('::-p-aria([name="Importar alunos de planilha"])').scroll({});
      await screenshot(page, `bulk-accounts-check-${view.width}-${view.scheme}`);

      // Fixing the bad line asks for a new check, then the confirmation creates the account.
      await textarea.click();
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyA');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.sendCharacter(
        `Nome;E-mail\nAna Planilha ${tag};ana.${tag}@escola.test\nAdmin;${ADMIN.email}`,
      );
      await base.click('Verificar planilha');
      await base.click('Criar 1 conta');
      await base.waitForText('Importação concluída');
      expect(await bodyText()).toContain('1 conta criada');
      await screenshot(page, `bulk-accounts-done-${view.width}-${view.scheme}`);

      const mail = await readLatestEmail(server.app, `ana.${tag}@escola.test`);
      expect(mail.subject as string).toBe('Defina sua senha do Gabaritei');
      const link = firstLink(mail.text_body);
      expect(link).toContain('#/reset-password?token=');
      expect(link).toContain('&primeiro-acesso=1');
      const student = await newPage(server.browser, view.width);
      await useScheme(student, view.scheme);
      await student.goto(link, { waitUntil: 'networkidle0' });
      // A first password is created, not 'redefined'.
      await student.waitForSelector('::-p-aria([name="Crie sua senha"][role="heading"])');
      expect(await student.$eval('body', (b) => (b as HTMLElement).innerText)).not.toMatch(
        /Redefini/,
      );
      expect(await scrollsSideways(student)).toBe(false);
      await screenshot(student, `bulk-accounts-first-password-${view.width}-${view.scheme}`);
      const inputs = await student.$$('input[type="password"]');
      for (const input of inputs) await input.type('SenhaNova@2026');
      await student.keyboard.press('Enter');
      await student.waitForFunction(() => !location.hash.startsWith('#/reset-password'), {
        timeout: 15_000,
      });
      await new LoginPage(student, server.baseUrl).login(
        `ana.${tag}@escola.test`,
        'SenhaNova@2026',
      );
      await student.waitForFunction(() => !location.hash.startsWith('#/login'), {
        timeout: 15_000,
      });
      await student.close();
      await page.close();
    });
});
