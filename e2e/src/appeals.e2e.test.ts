import type { FastifyInstance } from 'fastify';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { AdminAppeals, ReviewAppeals } from './pages/appeals-pages';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { RankingsPage } from './pages/rankings-page';
import { ResultsPage } from './pages/results-page';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, type TestSimulado } from './support/exam-data';
import { takeOfficialAttempt } from './support/official-attempt';
import { insertResult } from './support/report-data';
import { screenshot, useScheme } from './support/screens';
import { describeViolations, seriousViolations } from './support/axe';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const DAY_MS = 24 * 60 * 60 * 1000;
const RIVAL = 'Rita Concorrente';

/**
 * Appeals and the regrade in the browser (embedded mode; the socket path of both back ends is in the
 * server's regrade.test.ts): a candidate files appeals from the review once the window
 * opens, the admin annuls one question in the Recursos tab and changes another's key (over
 * HTTP with the admin's session), and the candidate's ranking page — never reloaded — moves
 * with each regrade; then the review shows ANULADA and the new key's reason, and 'Meus
 * recursos' (from the user menu) each decision with its simulado.
 */
describe.skipIf(!chromiumPath)('appeals, annulment and the live ranking in the browser', () => {
  const server = useServerAndBrowser();

  it('moves a watching candidate’s ranking without a reload after each decision', async () => {
    const { db } = server.app.runtime;
    // Key A B C D; the key is out at submission so the review shows it.
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Recursos e anulação',
      durationMinutes: 30,
      questions: 4,
    });
    await db
      .updateTable('simulados')
      .set({ answer_key_release: 'IMMEDIATE' })
      .where('id', '=', simulado.id)
      .execute();
    // Rita: A B C A, 75 %, in 10 minutes. The candidate: A B B A, 50 %, in seconds.
    await insertRival(server.app, simulado, 3);
    const name = (
      await db
        .selectFrom('users')
        .select('name')
        .where('email', '=', STUDENT.email)
        .executeTakeFirstOrThrow()
    ).name;

    const page = await newPage(server.browser, 1280);
    await takeOfficialAttempt(page, server.baseUrl, STUDENT, simulado.title, ['A', 'B', 'B', 'A']);
    const review = new ReviewAppeals(page, server.baseUrl);
    expect(await review.windowNote()).toContain('ainda não tem prazo de recursos');
    expect(await review.appealButtons()).toBe(0);

    // The simulado ends; the admin's window runs two more days.
    const now = Date.now();
    await db
      .updateTable('simulados')
      .set({
        start_date: new Date(now - DAY_MS),
        end_date: new Date(now - 60_000),
        appeals_until: new Date(now + 2 * DAY_MS),
      })
      .where('id', '=', simulado.id)
      .execute();
    await page.reload({ waitUntil: 'networkidle0' });
    await new ResultsPage(page, server.baseUrl).waitForResults();
    expect(await review.windowNote()).toContain('Prazo de recursos aberto até');
    expect(await review.appealButtons()).toBe(4);
    await review.file(3, 'A questão 3 admite duas alternativas corretas, segundo a doutrina.');
    await review.file(4, 'O gabarito da questão 4 contraria a letra expressa da lei citada.');

    // The same candidate watches the ranking in another page.
    const watcherPage = await newPage(server.browser, 1024);
    await new LoginPage(watcherPage, server.baseUrl).login(STUDENT.email, STUDENT.password);
    await new HeaderBar(watcherPage, server.baseUrl).waitForSignedIn();
    const watcher = new RankingsPage(watcherPage, server.baseUrl);
    await watcher.openRankings();
    await watcher.choose(simulado.title);
    await watcher.waitForLive();
    await watcherPage.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await waitForNames(watcherPage, [`1º ${RIVAL} 75% dos pontos`, `2º ${name} 50% dos pontos`]);

    const adminPage = await newPage(server.browser, 1280);
    await new LoginPage(adminPage, server.baseUrl).login(ADMIN.email, ADMIN.password);
    await new HeaderBar(adminPage, server.baseUrl).waitForSignedIn();
    const admin = new AdminAppeals(adminPage, server.baseUrl);
    await admin.openFor(simulado.title);
    // Q3 annulled: the candidate 75 % ties Rita and wins on time.
    // The confirmation counts the candidate's attempt (3: B, key C) but not Rita's (3: C).
    const said = await admin.annul(3, 'O enunciado admite duas respostas.', async () => {
      for (const scheme of ['light', 'dark'] as const) {
        await adminPage.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        await adminPage.evaluate(
          (s) => document.documentElement.setAttribute('data-mantine-color-scheme', s),
          scheme,
        );
        expect(describeViolations(await seriousViolations(adminPage)), scheme).toBe('');
        await screenshot(adminPage, `confirmar-anulacao-1280-${scheme}`);
      }
    });
    expect(said).toBe(
      'Isto recalcula 1 tentativa e envia 1 e-mail aos candidatos cuja nota mudar.',
    );
    await waitForNames(watcherPage, [`1º ${name} 75% dos pontos`, `2º ${RIVAL} 75% dos pontos`]);
    await admin.waitForRegradeDone();
    // Q4's key becomes A: both 100 %.
    // Through the admin's session over HTTP: driving the 'Novo gabarito' select from
    // puppeteer did not register reliably (see the report of this branch).
    const changed = await adminPage.evaluate(
      async (url) =>
        (
          await fetch(url, {
            method: 'PUT',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              correctOption: 'A',
              reason: 'Erro material no gabarito preliminar.',
            }),
          })
        ).status,
      `/api/admin/simulados/${simulado.id}/questions/${simulado.questionIds[3]}/correct-option`,
    );
    expect(changed).toBe(200);
    await waitForNames(watcherPage, [`1º ${name} 100% dos pontos`, `2º ${RIVAL} 100% dos pontos`]);
    expect(
      await watcherPage.evaluate(
        () => (window as unknown as { notReloaded?: boolean }).notReloaded,
      ),
    ).toBe(true);
    await screenshot(adminPage, 'recursos-admin-1280');

    // The candidate's review (opened before the decisions) follows them.
    await page.reload({ waitUntil: 'networkidle0' });
    await new ResultsPage(page, server.baseUrl).waitForResults();
    await page.waitForFunction(
      () => document.querySelector('main')?.textContent?.includes('ANULADA') ?? false,
    );
    expect(await review.item(3)).toContain('ANULADA');
    expect(await review.item(3)).toContain('O enunciado admite duas respostas.');
    expect(await review.item(4)).toContain('Correta');
    expect(await review.item(4)).toContain('Erro material no gabarito preliminar.');
    await page.waitForFunction(() =>
      document.body.innerText.includes('Questão 4 com gabarito alterado'),
    );
    await screenshot(page, 'recursos-revisao-1280');

    // 'Meus recursos', from the user menu: each appeal with its simulado and decision.
    await new HeaderBar(page, server.baseUrl).followUserMenu('Meus Recursos');
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Meus recursos',
    );
    await page.waitForFunction(() => document.body.innerText.includes('Questão anulada'));
    const text = await page.evaluate(() => document.querySelector('main')!.innerText);
    expect(text).toContain(simulado.title);
    expect(text).toContain('Gabarito alterado');
    for (const width of [1280, 360])
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewport({ width, height: 800 });
        await useScheme(page, scheme);
        await page.reload({ waitUntil: 'networkidle0' });
        await page.waitForFunction(() => document.body.innerText.includes('Questão anulada'));
        await screenshot(page, `meus-recursos-${width}-${scheme}`);
      }
  }, 240_000);
});

/** Rita's official attempt (the first `correct` right, in 10 minutes), into the database. */
async function insertRival(app: FastifyInstance, simulado: TestSimulado, correct: number) {
  const { id: userId } = await app.runtime.db
    .insertInto('users')
    .values({
      name: RIVAL,
      email: 'rita@teste.gabaritei.dev',
      password_hash: 'not-a-hash',
      role: 'STUDENT',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertResult(app, simulado, { userId, correct });
}

/** Waits for the ranking rows to read `expected`, top to bottom (no reload in between). */
async function waitForNames(page: Page, expected: string[], timeout = 45_000): Promise<void> {
  try {
    await page.waitForFunction(
      (wanted) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid="ranking-row"]')).map((row) =>
            row.getAttribute('aria-label'),
          ),
        ) === wanted,
      { timeout, polling: 100 },
      JSON.stringify(expected),
    );
  } catch (error) {
    const shown = await page.$$eval('[data-testid="ranking-row"]', (rows) =>
      rows.map((row) => row.getAttribute('aria-label')),
    );
    throw new Error(`ranking ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`, {
      cause: error,
    });
  }
}
