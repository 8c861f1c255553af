import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { ReviewAppeals } from './pages/appeals-pages';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { describeViolations, seriousViolations } from './support/axe';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, userIdOf } from './support/exam-data';
import { clippedElements, shot, useScheme, type Scheme } from './support/layout';
import { insertResult } from './support/report-data';
import { overlaps } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE = 'E2E — Minha prova depois do fim';
const SIZES = [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
] as const;

/**
 * After the end, an official attempt leads back to its own review from the catalogue card
 * ('Ver minha prova'), the dashboard, Meus Relatórios and Meus recursos; the review offers
 * 'Interpor recurso' on every question while the appeals window is open.
 */
describe.skipIf(!chromiumPath)('the way back to one’s own official attempt', () => {
  const server = useServerAndBrowser();

  it('reaches the review from four places and files an appeal', async () => {
    const { db } = server.app.runtime;
    const simulado = await insertSimulado(server.app, {
      title: TITLE,
      durationMinutes: 30,
      questions: 4,
    });
    await insertResult(server.app, simulado, {
      userId: await userIdOf(server.app, STUDENT.email),
      correct: 2,
    });
    const now = Date.now();
    await db
      .updateTable('simulados')
      .set({
        start_date: new Date(now - 2 * DAY_MS),
        end_date: new Date(now - 60 * 60_000),
        appeals_until: new Date(now + 2 * DAY_MS),
      })
      .where('id', '=', simulado.id)
      .execute();

    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new HeaderBar(page, server.baseUrl).waitForSignedIn();
    const review = new ReviewAppeals(page, server.baseUrl);

    // The catalogue card: 'Ver minha prova', with 'Praticar' beside it.
    await page.goto(`${server.baseUrl}/#/simulated`, { waitUntil: 'networkidle0' });
    const card = await cardText(page);
    expect(card).toContain('Ver minha prova');
    expect(card).toContain('Praticar');
    await page.locator(`main article ::-p-aria([name="${TITLE}"][role="button"])`).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/results'));
    expect(await review.windowNote()).toContain('Prazo de recursos aberto até');
    expect(await review.appealButtons()).toBe(4);
    await review.file(2, 'A questão 2 admite duas alternativas, conforme a doutrina majoritária.');

    // Dashboard, Meus Relatórios and Meus recursos: each has 'Ver minha prova'.
    for (const route of ['/dashboard', '/my-reports', '/meus-recursos']) {
      await page.goto(`${server.baseUrl}/#${route}`, { waitUntil: 'networkidle0' });
      await page.locator(`main ::-p-aria([name="Ver minha prova: ${TITLE}"])`).click();
      await page.waitForFunction(() => window.location.hash.startsWith('#/results'));
      // The review renders once its data arrives: wait for it before counting.
      await page.waitForFunction(
        () =>
          document.querySelectorAll('main section[aria-labelledby="revisao"] li button').length > 0,
      );
      expect(await review.appealButtons()).toBe(4);
    }

    for (const size of SIZES)
      for (const scheme of ['light', 'dark'] as Scheme[]) {
        const look = await newPage(server.browser, size.width);
        await look.setViewport(size);
        await useScheme(look, scheme);
        await new LoginPage(look, server.baseUrl).login(STUDENT.email, STUDENT.password);
        await new HeaderBar(look, server.baseUrl).waitForSignedIn();
        for (const [name, route] of [
          ['catalogo', '/simulated'],
          ['painel', '/dashboard'],
          ['relatorios', '/my-reports'],
          ['recursos', '/meus-recursos'],
        ] as const) {
          await look.goto(`${server.baseUrl}/#${route}`, { waitUntil: 'networkidle0' });
          await look.waitForFunction(() => document.body.innerText.includes('Ver minha prova'));
          const where = `${name} ${size.width} ${scheme}`;
          expect(await clippedElements(look), where).toEqual([]);
          expect(await overlaps(look, 'main a, main button'), where).toEqual([]);
          expect(describeViolations(await seriousViolations(look)), where).toBe('');
          await shot(look, `minha-prova-${name}-${size.width}-${scheme}`);
        }
        await look.close();
      }
  }, 300_000);
});

/** The text of the catalogue card of TITLE. */
async function cardText(page: Page): Promise<string> {
  await page.waitForFunction(
    (title) =>
      Array.from(document.querySelectorAll('main article')).some((a) =>
        a.textContent?.includes(title),
      ),
    {},
    TITLE,
  );
  return page.$$eval(
    'main article',
    (cards, title) => (cards.find((c) => c.textContent?.includes(title)) as HTMLElement).innerText,
    TITLE,
  );
}
