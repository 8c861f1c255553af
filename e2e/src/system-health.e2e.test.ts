import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@gabaritei/server/test-support';
import { AdminPage } from './pages/admin-page';
import { LoginPage } from './pages/auth-pages';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado } from './support/exam-data';
import { useServerAndBrowser } from './support/suite';
import { seriousViolations, describeViolations } from './support/axe';

const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };

/** Signs the admin in and opens the tab (wherever the sign-in lands, it leaves /login). */
async function openHealthTab(page: Page, baseUrl: string): Promise<AdminPage> {
  const admin = new AdminPage(page, baseUrl);
  await new LoginPage(page, baseUrl).login(ADMIN.email, ADMIN.password);
  await page.waitForFunction(() => !window.location.hash.startsWith('#/login'));
  await admin.openPanel();
  await admin.tab('Saúde do sistema');
  await page.waitForSelector('[data-instance]');
  return admin;
}

describe.skipIf(!chromiumPath)("the admin's 'Saúde do sistema' tab", () => {
  const server = useServerAndBrowser();

  it('shows a session started elsewhere and its saves, live, without a reload', async () => {
    const page = await newPage(server.browser, 1280);
    const admin = await openHealthTab(page, server.baseUrl);
    await admin.waitForText('Ao vivo');
    const figure = (label: string) =>
      page.$eval(`[data-figure="${label}"]`, (el) => (el as HTMLElement).innerText);
    expect(await figure('Sessões em andamento')).toBe('0');

    // A candidate starts and answers through the API, as another browser would.
    const simulado = await insertSimulado(server.app, {
      title: 'Simulado da Saúde do Sistema',
      durationMinutes: 60,
      questions: 3,
    });
    const api = apiClient(() => server.app);
    const login = await api.post('/api/auth/login', STUDENT);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    const bought = await api.post('/api/purchases', { simuladoId: simulado.id }, { cookie });
    expect(bought.statusCode, bought.body).toBe(201);
    const started = await api.post(
      '/api/exam-sessions/start',
      { simuladoId: simulado.id },
      { cookie },
    );
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json() as { id: string }).id;
    for (const [index, questionId] of simulado.questionIds.entries()) {
      const saved = await api.post(
        `/api/exam-sessions/${sessionId}/save-answer`,
        { questionId, selectedOption: simulado.key[index] },
        { cookie },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }

    // The next broadcast (every 5 s by default) brings both, with no reload.
    await admin.waitForText('Simulado da Saúde do Sistema', 20_000);
    await page.waitForFunction(
      () => document.querySelector('[data-figure="Salvamentos por minuto"]')?.textContent === '3',
      { timeout: 20_000 },
    );
    expect(await figure('Sessões em andamento')).toBe('1');
    expect(await figure('Sockets conectados')).not.toBe('0');
  });

  for (const [width, scheme] of [
    [1280, 'light'],
    [360, 'dark'],
  ] as const) {
    it(`fits ${width} px in ${scheme} mode with no serious accessibility violation`, async () => {
      const page = await newPage(server.browser, width);
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await openHealthTab(page, server.baseUrl);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/system-health-${width}-${scheme}.png`,
          fullPage: true,
        });
    });
  }
});
