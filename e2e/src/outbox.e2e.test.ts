import { describe, expect, it } from 'vitest';
import { AdminPage } from './pages/admin-page';
import { LoginPage } from './pages/auth-pages';
import { chromiumPath, newPage } from './support/browser';
import { checkScreen } from './support/extra-time';
import { useServerAndBrowser } from './support/suite';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const VIEWS = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;
const SECTION = 'section[aria-labelledby="outbox-title"]';
const PARTS = [
  `${SECTION} > .mantine-Group-root > *`,
  `${SECTION} > p`,
  `${SECTION} li .mantine-Stack-root > *`,
].join(', ');

/**
 * A school on one machine, no SMTP: a newcomer signs up, and the admin follows her
 * verification link from 'Caixa de saída' — the only way to it without a mail server.
 */
describe.skipIf(!chromiumPath)("the admins' outbox in the browser", () => {
  const server = useServerAndBrowser();

  for (const view of VIEWS)
    it(`shows a newcomer's verification e-mail with its link, which verifies her (${view.width} px)`, async () => {
      const email = `recem.${view.width}.${Date.now()}@example.com`;
      const registered = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ana Recém', email, password: 'senha-forte-1' },
      });
      expect(registered.statusCode).toBe(201);

      const page = await newPage(server.browser, view.width);
      await page.setViewport({ ...view, isMobile: view.width < 600, hasTouch: view.width < 600 });
      const admin = new AdminPage(page, server.baseUrl);
      await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
      await admin.waitForRoute('/admin-panel');
      await admin.openPanel();
      await admin.tab('Caixa de saída');
      await admin.waitForText(`Para: ${email}`);
      await page.$eval(SECTION, (section) => section.scrollIntoView({ block: 'start' }));
      await checkScreen(page, `outbox-${view.width}`, PARTS);

      const link = await page.$$eval(
        `${SECTION} li`,
        (items, to) =>
          items
            .find((li) => (li as HTMLElement).innerText.includes(`Para: ${to}`))
            ?.querySelector('a')
            ?.getAttribute('href') ?? null,
        email,
      );
      expect(link).toMatch(/#\/verify-email\?token=/);
      const target = new URL(link!);
      const visitor = await newPage(server.browser, view.width);
      await visitor.goto(`${server.baseUrl}/${target.hash}`, { waitUntil: 'networkidle0' });
      await visitor.waitForFunction(() =>
        document.body.innerText.includes('E-mail verificado com sucesso!'),
      );
      const user = await server.app.runtime.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(user.email_verified_at).not.toBeNull();
      await visitor.browserContext().close();
      await page.browserContext().close();
    });
});
