import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { clippedElements, shot, useScheme, type Scheme } from './support/layout';
import { overlaps } from './support/screens';
import { readLatestEmail } from './support/server';
import { useServerAndBrowser } from './support/suite';

const TEACHER = { email: 'professor@gabaritei.dev', password: 'Professor@12345' };
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const SIZES = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

/**
 * A student with an account, invited to a class, hears of it: an e-mail leading to Minhas
 * Turmas, a banner on the dashboard and a count on the user menu (the drawer on a phone).
 */
describe.skipIf(!chromiumPath)('a class invitation a student sees', () => {
  const server = useServerAndBrowser();

  it('e-mails her, shows a banner and a count, and both go once she accepts', async () => {
    const teacher = await newPage(server.browser, 1280);
    await new LoginPage(teacher, server.baseUrl).login(TEACHER.email, TEACHER.password);
    await new HeaderBar(teacher, server.baseUrl).waitForSignedIn();
    const classId = await post(teacher, '/api/classes', { name: 'Turma TJ-SP', maxStudents: 30 });
    await post(teacher, `/api/classes/${classId}/students`, { studentEmail: STUDENT.email });

    const mail = await readLatestEmail(server.app, STUDENT.email);
    expect(mail.subject).toBe('Você foi convidado para a turma Turma TJ-SP no Gabaritei');
    expect(mail.text_body).toContain(`${server.baseUrl}/#/minhas-turmas`);

    for (const size of SIZES)
      for (const scheme of ['light', 'dark'] as Scheme[]) {
        const page = await newPage(server.browser, size.width);
        await page.setViewport(size);
        await useScheme(page, scheme);
        await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
        await new HeaderBar(page, server.baseUrl).waitForSignedIn();
        await page.goto(`${server.baseUrl}/#/dashboard`, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() =>
          document.body.innerText.includes('Você tem um convite para uma turma'),
        );
        const main = await page.evaluate(() => document.querySelector('main')!.innerText);
        expect(main).toContain('Prof');
        expect(main).toContain('convidou você para a Turma TJ-SP.');
        expect(main).not.toContain('turma Turma');
        // The count: on the user menu's button at 1280, in the drawer at 360.
        await shot(page, `convite-banner-${size.width}-${scheme}`);
        if (size.width === 360) await page.locator('::-p-aria([name="Abrir menu"])').click();
        const badge =
          size.width === 360
            ? '#menu-principal [data-testid="nav-badge"]'
            : '#menu-conta [data-testid="nav-badge"]';
        await page.waitForSelector(badge, { visible: true });
        const where = `${size.width} ${scheme}`;
        expect(await clippedElements(page), where).toEqual([]);
        expect(await overlaps(page, 'main a, main button, main li'), where).toEqual([]);
        expect(describeViolations(await seriousViolations(page)), where).toBe('');
        await shot(page, `convite-painel-${size.width}-${scheme}`, size.width === 1280);
        await page.close();
      }

    // Accepted in Minhas Turmas: the banner and the count are gone.
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new HeaderBar(page, server.baseUrl).waitForSignedIn();
    await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', credentials: 'include' })).status,
      `/api/me/classes/${classId}/accept`,
    );
    // Accepted outside the screen: a reload reads the invitations afresh.
    await page.goto(`${server.baseUrl}/#/dashboard`, { waitUntil: 'networkidle0' });
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.body.innerText.includes('Olá, Bruna!'));
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('convite para');
    expect(await page.$('[data-testid="nav-badge"]')).toBeNull();
  }, 240_000);
});

/** A JSON POST with the page's session; answers the created id. */
async function post(page: Page, url: string, body: unknown): Promise<string> {
  const { status, id } = await page.evaluate(
    async (u, b) => {
      const res = await fetch(u, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return { status: res.status, id: ((await res.json()) as { id?: string }).id ?? '' };
    },
    url,
    body,
  );
  expect(status, url).toBeLessThan(300);
  return id;
}
