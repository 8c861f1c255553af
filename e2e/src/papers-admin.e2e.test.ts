import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { AdminPage } from './pages/admin-page';
import { seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertRichPaper } from './support/papers-data';
import { screenshot, scrollsSideways, useScheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
const DOCX = fileURLToPath(
  new URL('../../server/src/papers-import/fixtures/paper-full.docx', import.meta.url),
);

const waitForText = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('main')?.innerText.includes(t), {}, text);

describe.skipIf(!chromiumPath)("the admin's 'Questões' editor and Word import", () => {
  const server = useServerAndBrowser();

  for (const width of [1280, 360])
    for (const scheme of ['light', 'dark'] as const)
      it(`lists, edits and previews the paper, and opens the Word import (${width} px, ${scheme})`, async () => {
        const paper = await insertRichPaper(server.app, `Editor ${width} ${scheme}`);
        const page = await newPage(server.browser, width);
        await page.setViewport({ width, height: width === 360 ? 740 : 900 });
        await useScheme(page, scheme);
        await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
        const admin = new AdminPage(page, server.baseUrl);
        await admin.openPanel();
        await admin.tab('Simulados');
        await page.locator(`::-p-aria([name="Questões: ${paper.title}"][role="button"])`).click();
        await waitForText(page, `Questões — ${paper.title}`);
        // The block's text heads its three questions; the stems render as candidates see them.
        await waitForText(page, 'Texto I — questões 1 a 3');
        expect(await page.$$eval('main .katex math', (m) => m.length)).toBeGreaterThan(0);
        expect(await scrollsSideways(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `papers-editor-list-${width}-${scheme}`);

        await page.locator('::-p-aria([name="Editar"][role="button"])').click();
        await waitForText(page, 'Editar questão 1');
        await page.waitForSelector('main .ProseMirror');
        await waitForText(page, 'Como o candidato verá');
        expect(await scrollsSideways(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `papers-editor-question-${width}-${scheme}`);

        if (width === 1280 && scheme === 'light') {
          // Typing bold in the stem: the preview follows, and saving stores it sanitised.
          const stem = await page.waitForSelector('::-p-aria([name="Enunciado"][role="textbox"])');
          await stem!.click();
          await page.keyboard.press('End');
          await page.keyboard.type(' ');
          await page.locator('::-p-aria([name="Negrito"][role="button"])').click();
          await page.keyboard.type('revisado');
          await page.waitForSelector(
            'main [aria-label="Como o candidato verá"] strong ::-p-text(revisado)',
          );
          await page.locator('::-p-aria([name="Salvar questão"][role="button"])').click();
          await waitForText(page, `Questões — ${paper.title}`);
          const row = await server.app.runtime.db
            .selectFrom('questions')
            .select('text')
            .where('id', '=', paper.questionIds[0]!)
            .executeTakeFirstOrThrow();
          expect(row.text).toContain('<strong>revisado</strong>');
        } else {
          await page.locator('::-p-aria([name="Cancelar"][role="button"])').click();
        }

        // The Word fixture is an A–E paper.
        await server.app.runtime.db
          .updateTable('simulados')
          .set({ format: 'ABCDE' })
          .where('id', '=', paper.id)
          .execute();
        await page.locator('::-p-aria([name="Voltar para a lista"][role="button"])').click();
        await page
          .locator(`::-p-aria([name="Importar do Word: ${paper.title}"][role="button"])`)
          .click();
        await waitForText(page, 'Baixar modelo do Word');
        const input = await page.waitForSelector('main input[type="file"]');
        await input!.uploadFile(DOCX);
        await page.locator('::-p-aria([name="Ler e pré-visualizar"][role="button"])').click();
        await waitForText(page, 'Pré-visualização (como o candidato verá)');
        expect(await page.$$eval('main [data-rich]', (r) => r.length)).toBeGreaterThan(5);
        expect(await scrollsSideways(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `papers-word-import-${width}-${scheme}`);
        await page.browserContext().close();
      });
});
