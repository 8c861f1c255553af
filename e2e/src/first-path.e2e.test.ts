import { fileURLToPath } from 'node:url';
import type { ElementHandle, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { AdminPage } from './pages/admin-page';
import { LoginPage } from './pages/auth-pages';
import { chromiumPath, newPage } from './support/browser';
import { checkScreen } from './support/extra-time';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const DOCX = fileURLToPath(
  new URL('../../server/src/papers-import/fixtures/paper-full.docx', import.meta.url),
);
const VIEWS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;
// The import screen's own pieces: none inside another, so an overlap is a layout fault.
const IMPORT_PARTS = 'main h2, main .mantine-Alert-root, main form > .mantine-Stack-root > *';
const ALT_PARTS = 'main .mantine-Image-root, main .mantine-TextInput-root';

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('main')?.innerText.includes(t), {}, text);

/**
 * A school's first path: 'Criar Simulado' offers the Word import beside the CSV one, and the
 * list counts the imported questions at once, without a reload.
 */
describe.skipIf(!chromiumPath)("the school's first path: create, then import from Word", () => {
  const server = useServerAndBrowser();

  for (const view of VIEWS)
    it(`creates a simulado, imports the Word paper and lists its questions (${view.width} px)`, async () => {
      const title = `Primeiro caminho ${view.width}`;
      const page = await newPage(server.browser, view.width);
      await page.setViewport({ ...view, isMobile: view.width < 600, hasTouch: view.width < 600 });
      const admin = new AdminPage(page, server.baseUrl);
      await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
      await admin.waitForRoute('/admin-panel');
      await admin.openPanel();
      await admin.tab('Simulados');
      await admin.click('Novo Simulado');
      await admin.fill('Título', title);
      await page.locator('::-p-aria([name="Formato das questões"])').click();
      await page.locator('::-p-aria([name="Múltipla escolha A–E"][role="option"])').click();
      // Dates read dd/mm/aaaa hh:mm in 24 h whatever the browser's locale: digits are laid out.
      await page.click('main input[placeholder="dd/mm/aaaa hh:mm"]');
      await page.keyboard.type('011220301430');
      expect(
        await page.$eval(
          'main input[placeholder="dd/mm/aaaa hh:mm"]',
          (i) => (i as HTMLInputElement).value,
        ),
      ).toBe('01/12/2030 14:30');
      await admin.click('Criar Simulado');
      await admin.waitForText(
        'Simulado criado com sucesso! Agora importe as questões de um arquivo Word (.docx) ou via CSV.',
      );
      await waitForText(page, 'A prova está num arquivo Word (.docx)?');
      await checkScreen(page, `first-path-import-${view.width}`, IMPORT_PARTS);
      // At 360 px the flash sits over the Word screen's buttons: dismissed, as a person would.
      await page.locator('::-p-aria([name="Fechar aviso"][role="button"])').click();

      await admin.click('Importar do Word');
      await waitForText(page, `Importar do Word — ${title}`);
      const input = await page.waitForSelector('main input[type="file"]');
      await input!.uploadFile(DOCX);
      await admin.click('Ler e pré-visualizar');
      await waitForText(page, 'Pré-visualização (como o candidato verá)');
      // Each description Word left out is typed beside its figure.
      const alts = await page.$$('main input[id][required]');
      for (const alt of alts) await alt.type('Figura da questão');
      if (alts.length > 0) {
        await page.$eval('main .mantine-Image-root', (img) => img.scrollIntoView());
        await checkScreen(page, `first-path-alt-${view.width}`, ALT_PARTS);
      }
      const found = await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('main button')).find(
          (b) =>
            /^Importar \d+ questões$/.test((b as HTMLElement).innerText.trim()) &&
            !(b as HTMLButtonElement).disabled,
        ),
      );
      const importButton = found.asElement() as ElementHandle<Element>;
      const label = await importButton.evaluate((b) => (b as HTMLElement).innerText);
      const count = Number(/\d+/.exec(label)![0]);
      await importButton.click();
      await admin.waitForText(`${count} questões importadas do arquivo.`);

      // Back on the list, without a reload: the row counts them.
      await page.waitForFunction(
        (t, n) =>
          Array.from(document.querySelectorAll('main tbody tr')).some(
            (row) =>
              row.querySelector('td')?.textContent?.trim() === t &&
              row.querySelectorAll('td')[2]?.textContent?.trim() === String(n),
          ),
        { timeout: 10_000 },
        title,
        count,
      );
      expect((await admin.rowWith(title))?.[2]).toBe(String(count));
      await page.browserContext().close();
    });
});
