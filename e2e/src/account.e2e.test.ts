import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountPage } from './pages/account-page';
import { LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

/** Where the screenshots go, to be looked at by a person (SCREENSHOT_DIR, else /tmp). */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

describe.skipIf(!chromiumPath)('Minha Conta in the browser', () => {
  const server = useServerAndBrowser();

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      it(`passes axe at ${width} px (${scheme})`, async () => {
        const page = await newPage(server.browser, width);
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        await new LoginPage(page, server.baseUrl).login('aluno@gabaritei.dev', 'Aluno@12345');
        await page.waitForFunction(() => !location.hash.startsWith('#/login'));
        const account = new AccountPage(page, server.baseUrl);
        await account.openReady();
        expect(await account.hasText('Baixar meus dados')).toBe(true);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        await page.screenshot({
          path: path.join(SHOTS, `minha-conta-${width}-${scheme}.png`),
          fullPage: true,
        });

        await account.openDeletionDialog();
        const inDialog = await seriousViolations(page);
        expect(inDialog, describeViolations(inDialog)).toEqual([]);
        await page.screenshot({
          path: path.join(SHOTS, `minha-conta-excluir-${width}-${scheme}.png`),
        });
        await page.close();
      });
    }
  }

  it('saves the initials choice and shows the privacy page from the footer', async () => {
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login('professor@gabaritei.dev', 'Professor@12345');
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    const account = new AccountPage(page, server.baseUrl);
    await account.openReady();
    await account.chooseInitials();
    await account.click('Política de Privacidade');
    await account.waitForText('Como exercer os seus direitos');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });
});
