import crypto from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { RankingsPage } from './pages/rankings-page';
import { chromiumPath, newPage } from './support/browser';
import { insertSimulado, type TestSimulado } from './support/exam-data';
import { insertResult } from './support/report-data';
import { overflowing, screenshot, useScheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';
import { describeViolations, seriousViolations } from './support/axe';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const PARTICIPANTS = 24;
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/**
 * The projector fits the top 10 or 20 in one screen with no
 * scroll, with its styles whether opened directly or after the rankings screen, a clock and
 * the participant count; on a phone, ranking names and the 'Você' badge are whole.
 */
describe.skipIf(!chromiumPath)('the projector view and the ranking on a phone', () => {
  const server = useServerAndBrowser();
  let simulado: TestSimulado;

  beforeAll(async () => {
    simulado = await insertSimulado(server.app, {
      title: 'E2E — Projetor da sala',
      durationMinutes: 30,
      questions: 10,
    });
    const { db } = server.app.runtime;
    for (let i = 0; i < PARTICIPANTS - 1; i++) {
      const { id } = await db
        .insertInto('users')
        .values({
          // One of the best has a long name: on the podium, cut at 1280×720 before.
          name:
            i === 9
              ? 'Otávio Cavalcanti de Albuquerque'
              : `Maria Aparecida dos Santos Figueiredo ${String(i + 1).padStart(2, '0')}`,
          email: `${crypto.randomUUID()}@example.com`,
          password_hash: 'not-a-hash',
          role: 'STUDENT',
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertResult(server.app, simulado, { userId: id, correct: i % 10 });
    }
    const student = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', STUDENT.email)
      .executeTakeFirstOrThrow();
    await insertResult(server.app, simulado, { userId: student.id, correct: 9 });
    // The first read asks for the ranking's snapshot; wait until it holds everyone.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await fetch(`${server.baseUrl}/api/results/ranking/${simulado.id}`);
      const body = (await res.json()) as { participants: number };
      if (body.participants === PARTICIPANTS) break;
      if (Date.now() > deadline) throw new Error(`ranking has ${body.participants} participants`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  async function projectorAt(width: number, height: number, scheme: 'light' | 'dark' = 'light') {
    const page = await newPage(server.browser, width);
    await page.setViewport({ width, height });
    await useScheme(page, scheme);
    return page;
  }

  async function showTop(page: Page, top: 10 | 20): Promise<void> {
    await page.waitForFunction(() => document.body.innerText.includes('Participantes'));
    if (top === 20) await page.locator('::-p-text(Top 20)').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="ranking-row"]').length === n,
      {},
      top,
    );
    // Fonts and the FLIP animation settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 600));
  }

  /** What a person at the back of the room sees, measured. */
  async function measure(page: Page) {
    return page.evaluate(() => {
      const rows = Array.from(document.querySelectorAll('[data-testid="ranking-row"]'));
      const last = rows.at(-1)!.getBoundingClientRect();
      const name = rows[0]!.querySelector('span:nth-of-type(2)') ?? rows[0]!;
      const avatar = rows[0]!.querySelector('.mantine-Avatar-root');
      const radios = Array.from(document.querySelectorAll('input[type="radio"]'));
      return {
        scrollHeight: document.documentElement.scrollHeight,
        scrollWidth: document.documentElement.scrollWidth,
        innerHeight: window.innerHeight,
        innerWidth: window.innerWidth,
        lastBottom: last.bottom,
        nameFontPx: parseFloat(getComputedStyle(name).fontSize),
        avatarRadius: avatar ? getComputedStyle(avatar).borderRadius : 'none',
        visibleRadios: radios.filter((r) => getComputedStyle(r).opacity !== '0').length,
        clock: document.querySelector('[data-testid="projector-clock"]')?.textContent ?? '',
        text: document.body.innerText,
      };
    });
  }

  async function expectFits(page: Page, top: 10 | 20, label: string) {
    const seen = await measure(page);
    expect(seen.scrollHeight, `${label}: page taller than the screen`).toBeLessThanOrEqual(
      seen.innerHeight,
    );
    expect(seen.scrollWidth, label).toBeLessThanOrEqual(seen.innerWidth);
    expect(seen.lastBottom, `${label}: row ${top} below the fold`).toBeLessThanOrEqual(
      seen.innerHeight,
    );
    // The styles are there: the initials sit in circles, the Top 10/20 switch has no radios.
    expect(seen.avatarRadius, label).not.toBe('0px');
    expect(seen.avatarRadius, label).not.toBe('none');
    expect(seen.visibleRadios, label).toBe(0);
    expect(seen.clock, label).toMatch(/^\d{2}:\d{2}$/);
    expect(seen.text, label).toContain(`Participantes: ${PARTICIPANTS}`);
    // Whole names: a long one wraps in the Top 20 instead of ending in '…'.
    expect(await overflowing(page, '[data-testid="ranking-row"] span'), label).toEqual([]);
    // Large type: readable from the back of a room on either screen.
    const minimum = top === 10 ? (seen.innerHeight >= 1080 ? 36 : 24) : 24;
    expect(seen.nameFontPx, `${label}: name type`).toBeGreaterThanOrEqual(minimum);
  }

  for (const { width, height } of SCREENS)
    for (const top of [10, 20] as const) {
      it(`fits the top ${top} at ${width}×${height}, opened directly`, async () => {
        const page = await projectorAt(width, height);
        await page.goto(`${server.baseUrl}/#/rankings/projecao/${simulado.id}`, {
          waitUntil: 'networkidle0',
        });
        await showTop(page, top);
        await expectFits(page, top, `direct ${width}×${height} top ${top}`);
        await screenshot(page, `projector-direct-${width}x${height}-top${top}`);
        // A reload is a direct opening too.
        await page.reload({ waitUntil: 'networkidle0' });
        await showTop(page, top);
        await expectFits(page, top, `reloaded ${width}×${height} top ${top}`);
      });

      it(`fits the top ${top} at ${width}×${height}, after the rankings screen`, async () => {
        const page = await projectorAt(width, height, 'dark');
        const rankings = new RankingsPage(page, server.baseUrl);
        await rankings.openRankings();
        await rankings.choose(simulado.title);
        await rankings.click('Modo Projeção');
        await rankings.waitForRoute(`/rankings/projecao/${simulado.id}`);
        await showTop(page, top);
        await expectFits(page, top, `navigated ${width}×${height} top ${top}`);
        // The podium rows read in dark mode too.
        expect(describeViolations(await seriousViolations(page))).toBe('');
        await screenshot(page, `projector-navigated-dark-${width}x${height}-top${top}`);
      });
    }

  for (const scheme of ['light', 'dark'] as const)
    for (const width of [360, 1280])
      it(`shows whole names and the 'Você' badge at ${width} px (${scheme})`, async () => {
        const page = await newPage(server.browser, width);
        await page.setViewport({ width, height: width === 360 ? 740 : 900 });
        await useScheme(page, scheme);
        await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
        const rankings = new RankingsPage(page, server.baseUrl);
        await rankings.waitForRoute('/dashboard');
        await rankings.openRankings();
        await rankings.choose(simulado.title);
        await rankings.waitForText('Maria Aparecida dos Santos Figueiredo 01');
        const badge = await page.$eval('[data-testid="ranking-row"] .mantine-Badge-root', (b) => ({
          text: (b as HTMLElement).innerText,
          cut: b.scrollWidth > b.clientWidth + 1,
        }));
        expect(badge).toEqual({ text: 'Você', cut: false });
        expect(await overflowing(page, '[data-testid="ranking-name"] p')).toEqual([]);
        const names = await page.$$eval('[data-testid="ranking-name"] p', (ps) =>
          ps.map((p) => (p as HTMLElement).innerText),
        );
        expect(names).toContain('Maria Aparecida dos Santos Figueiredo 01');
        await screenshot(page, `ranking-${width}-${scheme}`);
      });
});
