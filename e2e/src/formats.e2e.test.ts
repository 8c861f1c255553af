import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { AdminPage } from './pages/admin-page';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';

const CEBRASPE = DEMO_CATALOGUE.find((s) => s.key === 'cebraspe-certo-errado')!;
const FGV = DEMO_CATALOGUE.find((s) => s.key === 'fgv-analista')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const ADMIN = { email: 'admin@gabaritei.dev', password: 'Admin@12345' };
const EXAMPLE_CSV = new URL('../../docs/csv/exemplo-certo-errado-excel.csv', import.meta.url);
/** Set to a folder to keep screenshots of the Certo/Errado exam and results (1280/360, light/dark). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Where the keyboard focus is: the question's index and the radio's name, or other text. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const group = active?.closest('[role="radiogroup"]');
    const groups = Array.from(document.querySelectorAll('main [role="radiogroup"]'));
    return group
      ? { question: groups.indexOf(group), name: active?.textContent?.replace(/^[CE]/, '') ?? '' }
      : { question: -1, name: active?.textContent?.trim() ?? '' };
  });

/** Presses Tab until the focus is where `reached` says, at most `limit` times. */
async function tabUntil(
  page: Page,
  reached: (focus: Awaited<ReturnType<typeof focusOf>>) => boolean,
  limit = 15,
) {
  for (let i = 0; i < limit; i++) {
    if (reached(await focusOf(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never got there: ${JSON.stringify(await focusOf(page))}`);
}

/** The aria-checked radio of each Certo/Errado item: 'Certo', 'Errado' or null. */
const checkedItems = (page: Page) =>
  page.$$eval('main [role="radiogroup"]', (groups) =>
    groups.map(
      (g) =>
        g.querySelector('[role="radio"][aria-checked="true"]')?.textContent?.replace(/^[CE]/, '') ??
        null,
    ),
  );

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await fs.mkdir(SHOTS_DIR, { recursive: true });
  for (const width of [1280, 360])
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => {
        localStorage.setItem('mantine-color-scheme-value', s);
        document.documentElement.setAttribute('data-mantine-color-scheme', s);
      }, scheme);
      await page.setViewport({ width, height: 900 });
      await page.screenshot({
        path: path.join(SHOTS_DIR, `${name}-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  await page.evaluate(() => {
    localStorage.setItem('mantine-color-scheme-value', 'light');
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  });
  await page.setViewport({ width: 1280, height: 900 });
}

describe.skipIf(!chromiumPath)('the bancas’ formats in the browser', () => {
  const server = useServerAndBrowser();

  async function startOfficial(title: string) {
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(title);
    return { page, exam };
  }

  it('takes a Certo/Errado exam with the keyboard alone, scored by the Cebraspe rule', async () => {
    const { page, exam } = await startOfficial(CEBRASPE.title);
    expect(await exam.questionCount()).toBe(CEBRASPE.questions.length);
    const names = await page.$$eval('main [role="radiogroup"]', (groups) =>
      groups.map((g) => Array.from(g.querySelectorAll('[role="radio"]')).map((r) => r.textContent)),
    );
    expect(names[0]).toEqual(['CCerto', 'EErrado']);
    expect(await page.$$('main input[type="radio"]')).toHaveLength(0);

    // Key: C C E C C(2) E(2) C(2) E(1,5) C E, then the scenario's C E; total weight 15,5.
    expect(CEBRASPE.questions.map((q) => q.correct).join('')).toBe('CCECCECECECE');
    await tabUntil(page, (f) => f.question === 0);
    expect(await focusOf(page)).toEqual({ question: 0, name: 'Certo' });
    const keys: ((p: Page) => Promise<void>)[] = [
      (p) => p.keyboard.press('c'), // 1: right, with the C key
      async (p) => {
        // 2: right. ↓ on an option chooses nothing (arrows never change an answer); Space does.
        await p.keyboard.press('ArrowDown');
        await p.keyboard.press(' ');
      },
      (p) => p.keyboard.press('E'), // 3: right, capital E
      (p) => p.keyboard.press('Enter'), // 4: right, Enter on the focused Certo
      (p) => p.keyboard.press('c'), // 5: right (weight 2)
      (p) => p.keyboard.press('E'), // 6: right (weight 2): Errado
      (p) => p.keyboard.press('e'), // 7: WRONG (weight 2)
      (p) => p.keyboard.press(' '), // 8: WRONG (weight 1,5): Space on Certo
    ];
    for (const [index, press] of keys.entries()) {
      await tabUntil(page, (f) => f.question === index);
      await press(page);
    }
    // Items 9 to 12 stay blank.
    expect(await checkedItems(page)).toEqual([
      'Certo',
      'Certo',
      'Errado',
      'Certo',
      'Certo',
      'Errado',
      'Errado',
      'Certo',
      null,
      null,
      null,
      null,
    ]);
    await exam.waitForSaveStatus('saved');
    await shoot(page, 'certo-errado-exam');

    await tabUntil(page, (f) => f.name === 'Enviar resposta', 30);
    await page.keyboard.press('Enter');
    // Four items are blank: the confirmation asks first, and is answered with the keyboard too.
    await page.waitForSelector('::-p-aria([name="Enviar a prova agora?"][role="dialog"])');
    await tabUntil(page, (f) => f.name === 'Enviar mesmo assim', 10);
    await page.keyboard.press('Enter');
    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    // Right 1+1+1+1+2+2 = 8, wrong −2 −1,5, blank 0: net 4,5 of 15,5 = 29,0 %.
    expect(await results.scoreLabel()).toBe('Aproveitamento: 29%');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Certo ou Errado.');
    expect(text).toContain('Cada item errado anula um item certo');
    expect(await results.reviewVerdicts()).toHaveLength(12);
    expect(text).toContain('Sua resposta: Errado');
    expect(text).toContain('Resposta correta: Certo');
    await shoot(page, 'certo-errado-results');
  });

  it('takes an A–E exam through submit to the results', async () => {
    const { page, exam } = await startOfficial(FGV.title);
    const letters = await page.$$eval('main [role="radiogroup"]', (groups) =>
      groups.map((g) =>
        Array.from(g.querySelectorAll('input'))
          .map((i) => i.value)
          .join(''),
      ),
    );
    expect(letters.every((row) => row === 'ABCDE')).toBe(true);
    // All right except the first two: 8 of 10.
    const choices = FGV.questions.map((q, i) =>
      i < 2 ? (q.correct === 'A' ? 'B' : 'A') : q.correct,
    );
    for (const [i, option] of choices.entries()) await exam.answer(i, option);
    await exam.waitForSaveStatus('saved');
    await exam.submitConfirmed();
    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    expect(await results.scoreLabel()).toBe('Aproveitamento: 80%');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Múltipla escolha A–E.');
    expect(text).toContain('Aproveitamento = questões certas ÷ total de questões × 100');
    // The key of question 2 is E, shown with its text.
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Resposta correta: E) ${FGV.questions[1]!.options[4]}`,
    );
  });

  it('creates a Certo/Errado simulado and imports its CSV on the admin screens', async () => {
    const page = await newPage(server.browser, 1280);
    const admin = new AdminPage(page, server.baseUrl);
    await new LoginPage(page, server.baseUrl).login(ADMIN.email, ADMIN.password);
    await admin.waitForRoute('/admin-panel');
    await admin.openPanel();
    await admin.tab('Simulados');
    await admin.click('Novo Simulado');
    await admin.fill('Título', 'Cebraspe E2E — Certo ou Errado');
    await page.locator('::-p-aria([name="Formato das questões"])').click();
    await page.locator('::-p-aria([name="Certo ou Errado"][role="option"])').click();
    await page.locator('::-p-aria([name="Regra de pontuação"])').click();
    await page
      .locator('::-p-aria([name="Cebraspe (um erro anula um acerto)"][role="option"])')
      .click();
    await admin.click('Criar Simulado');
    await admin.waitForText(
      'Simulado criado com sucesso! Agora importe as questões de um arquivo Word (.docx) ou via CSV.',
    );
    // The CSV screen names its simulado, its format and what an import does.
    await admin.waitForText('Simulado: Cebraspe E2E — Certo ou Errado');
    expect(await admin.hasText('Formato: Certo ou Errado')).toBe(true);
    expect(await admin.hasText('A importação define as questões deste simulado.')).toBe(true);

    await admin.uploadCsv(EXAMPLE_CSV.pathname);
    expect(await admin.csvText()).toContain('enunciado;gabarito;peso');
    await admin.click('Importar Questões');
    await admin.waitForText('3 questões importadas com sucesso!');
    expect(await admin.hasText('Resposta correta: Certo')).toBe(true);
    expect(await admin.hasText('Resposta correta: Errado')).toBe(true);
    expect(await admin.hasText('Peso 0,5')).toBe(true);
    await shoot(page, 'admin-csv-certo-errado');
  });
});
