import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/auth-pages';
import { ExamToolsPage } from './pages/exam-tools-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import {
  eventually,
  insertSimulado,
  savedAnswers,
  userIdOf,
  type TestSimulado,
} from './support/exam-data';
import { boxOf, clippedElements, overlap, shot } from './support/layout';
import { expectAccessible, sameKeys, storedFlags } from './support/exam-tools';
import { useServerAndBrowser } from './support/suite';

const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const MAP_BUTTON = '[data-testid="map-button"]';

describe.skipIf(!chromiumPath)('the exam tools in the browser', () => {
  const server = useServerAndBrowser();
  let simulado: TestSimulado;
  let studentId: string;

  beforeAll(async () => {
    studentId = await userIdOf(server.app, STUDENT.email);
    simulado = await insertSimulado(server.app, {
      title: 'E2E — Ferramentas da prova',
      durationMinutes: 60,
      questions: 12,
    });
  });

  async function open(page: Page) {
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(simulado.title);
    return { list, exam: new ExamToolsPage(page, server.baseUrl) };
  }

  it('maps, marks, strikes and answers with the mouse and the keys at 1280, kept after a reload', async () => {
    const page = await newPage(server.browser, 1280);
    await page.setViewport({ width: 1280, height: 900 });
    const { exam } = await open(page);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(simulado.title);

    let cells = await exam.mapCells();
    expect(cells).toHaveLength(12);
    expect(cells[0]).toMatchObject({ label: 'Questão 1, em branco', current: true, dashed: true });
    expect(await exam.hasText('0 respondidas · 12 em branco · 0 para revisar')).toBe(true);
    expect(await exam.hasText('Atalhos: 1–4 ou A–D: responder · Shift+letra: riscar')).toBe(true);

    // Mouse: answer 1 with B, strike its A, mark 2 for review.
    await exam.answer(0, 'B');
    await page.locator('::-p-aria([name="Riscar alternativa A"][role="button"])').click();
    expect(await exam.struckThrough(0, 'A')).toBe(true);
    const markButtons = await page.$$('main section button[aria-pressed][title^="Marcar"]');
    await markButtons[1]!.click();
    await exam.waitForText('Marcada para revisar');
    cells = await exam.mapCells();
    expect(cells[0]).toMatchObject({ label: 'Questão 1, respondida', dashed: false });
    expect(cells[1]).toMatchObject({
      label: 'Questão 2, em branco, revisar depois',
      flagShown: true,
    });

    // The map jumps: question 7's title takes the focus.
    await page.locator('::-p-aria([name="Questão 7, em branco"][role="button"])').click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Questão 7 de 12');
    await exam.waitForQuestionAtRest(6);

    // One question per screen, then the keys: → moves, 3 answers C, Shift+B strikes, M marks.
    await exam.click('Uma por vez');
    expect(await exam.visibleQuestionTitles()).toEqual(['Questão 7 de 12']);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Questão 8 de 12');
    expect(await exam.liveText()).toBe('Questão 8 de 12');
    await page.keyboard.press('3');
    await page.keyboard.down('Shift');
    await page.keyboard.press('KeyB');
    await page.keyboard.up('Shift');
    await page.keyboard.press('m');
    expect(await exam.liveText()).toBe('Questão 8 marcada para revisar depois');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    await page.keyboard.press('d');
    expect(await exam.liveText()).toBe('Questão 8: resposta D');
    expect(await exam.selectedOptions()).toEqual(['D']);
    expect(await exam.struckThrough(0, 'B')).toBe(true);
    cells = await exam.mapCells();
    expect(cells[7]).toMatchObject({
      label: 'Questão 8, respondida, revisar depois',
      current: true,
      flagShown: true,
    });

    const q = simulado.questionIds;
    const expected = { [q[0]!]: '-|A', [q[1]!]: 'M|', [q[7]!]: 'M|B' };
    await eventually(
      () => storedFlags(server, simulado.id),
      (flags) => JSON.stringify(flags) === JSON.stringify(expected) || sameKeys(flags, expected),
    );
    await eventually(
      () => savedAnswers(server.app, studentId, simulado.id),
      (answers) => answers[q[0]!] === 'B' && answers[q[7]!] === 'D',
    );
    await expectAccessible(page, 'desktop-single');

    // A hash typed in the address bar warns like any other way out, and staying stays.
    await page.evaluate(() => {
      window.location.hash = '#/dashboard';
    });
    await page.waitForSelector('::-p-aria([name="Sair da prova?"][role="dialog"])');
    expect(await exam.route()).toBe('/simulated');
    await exam.click('Continuar na prova');
    await page.waitForSelector('::-p-aria([name="Sair da prova?"][role="dialog"])', {
      hidden: true,
    });
    expect(await exam.visibleQuestionTitles()).toEqual(['Questão 8 de 12']);

    // Reload: the attempt reopens with its marks, strikes and the chosen layout.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'networkidle0' });
    await exam.waitForExam(simulado.title);
    cells = await exam.mapCells();
    expect(cells.map((c) => c.label).filter((l) => !l.endsWith('em branco'))).toEqual([
      'Questão 1, respondida',
      'Questão 2, em branco, revisar depois',
      'Questão 8, respondida, revisar depois',
    ]);
    expect(await exam.visibleQuestionTitles()).toEqual(['Questão 1 de 12']);
    expect(await exam.struckThrough(0, 'A')).toBe(true);
    await exam.click('Todas as questões');
    expect(await exam.visibleQuestionTitles()).toHaveLength(12);
    await shot(page, 'exam-tools-desktop-scroll', true);
  });

  it('works by touch at 360 on another device, the map in a drawer, nothing cut or overlapping', async () => {
    const page = await newPage(server.browser, 360);
    await page.setViewport({ width: 360, height: 740, isMobile: true, hasTouch: true });
    const { exam } = await open(page);
    await exam.waitForExam(simulado.title);
    expect(await clippedElements(page)).toEqual([]);

    const tap = async (selector: string) => {
      const box = await boxOf(page, selector);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    };
    const mapButton = await boxOf(page, MAP_BUTTON);
    const timer = await boxOf(page, '[data-testid="exam-timer"]');
    const badge = await boxOf(page, 'main .mantine-Badge-root');
    expect(overlap(timer, badge)).toBe(false);
    expect(mapButton.width).toBeLessThanOrEqual(360);
    expect(await page.$eval(MAP_BUTTON, (b) => b.textContent)).toContain('2/12');

    await tap(MAP_BUTTON);
    await page.waitForSelector('::-p-aria([name="Mapa de questões"][role="dialog"])');
    const cells = await exam.mapCells();
    // Marked on the other device: the server kept it.
    expect(cells[1]).toMatchObject({
      label: 'Questão 2, em branco, revisar depois',
      flagShown: true,
    });
    const boxes = await page.$$eval('[role="dialog"] ol button', (bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    for (const [i, a] of boxes.entries()) {
      expect(a.width).toBeGreaterThanOrEqual(44);
      expect(a.x + a.width).toBeLessThanOrEqual(360);
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    }
    await expectAccessible(page, 'mobile-drawer');

    await tap('[role="dialog"] ol li:nth-child(3) button');
    await page.waitForSelector('::-p-aria([name="Mapa de questões"][role="dialog"])', {
      hidden: true,
    });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Questão 3 de 12');
    // The jump lands the title below the floating timer, not under it.
    await exam.waitForQuestionAtRest(2);
    const title = await boxOf(page, 'main section[data-question-index="2"] h2');
    expect(overlap(title, await boxOf(page, '[data-testid="exam-timer"]'))).toBe(false);
    expect(title.y).toBeGreaterThanOrEqual(0);

    const section = 'main section[data-question-index="2"]';
    await tap(`${section} button[aria-label="Riscar alternativa D"]`);
    await tap(`${section} button[title^="Marcar"]`);
    await tap(`${section} label:has(input[value="C"])`);
    await page.waitForFunction(
      (s) =>
        document.querySelector(`${s} input[value="C"]`) instanceof HTMLInputElement &&
        (document.querySelector(`${s} input[value="C"]`) as HTMLInputElement).checked,
      {},
      section,
    );
    const strike = await boxOf(page, `${section} button[aria-label="Riscar alternativa D"]`);
    const option = await boxOf(page, `${section} label:has(input[value="D"])`);
    expect(overlap(strike, option)).toBe(false);
    expect(strike.x + strike.width).toBeLessThanOrEqual(360);
    expect(await clippedElements(page)).toEqual([]);
    const q = simulado.questionIds;
    await eventually(
      () => storedFlags(server, simulado.id),
      (flags) => flags[q[2]!] === 'M|D',
    );
    await expectAccessible(page, 'mobile-question');
    await shot(page, 'exam-tools-mobile-full', true);
  });
});
