import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { DEMO_CATALOGUE } from '@gabaritei/server/seed';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { chromiumPath, newPage } from './support/browser';
import { useServerAndBrowser } from './support/suite';
import {
  eventually,
  insertSimulado,
  officialResult,
  savedAnswers,
  userIdOf,
} from './support/exam-data';

const FREE = DEMO_CATALOGUE.find((s) => s.key === 'conhecimentos-basicos')!;
const STUDENT = { email: 'aluno@gabaritei.dev', password: 'Aluno@12345' };
const OFFLINE_TEXT = 'Sem conexão: suas respostas estão guardadas neste dispositivo';

describe.skipIf(!chromiumPath)('the exam engine in the browser', () => {
  const server = useServerAndBrowser();
  let studentId: string;

  beforeAll(async () => {
    studentId = await userIdOf(server.app, STUDENT.email);
  });

  /** A phone-sized page with the demo student signed in, and its page models. */
  async function signedIn(width = 360) {
    const page = await newPage(server.browser, width);
    await new LoginPage(page, server.baseUrl).login(STUDENT.email, STUDENT.password);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    return { page, list, exam: new ExamPage(page, server.baseUrl) };
  }

  /** Picks `title` on the list and starts its official attempt through the mode dialog. */
  async function startExam(page: Page, title: string) {
    const list = new SimuladosPage(page, server.baseUrl);
    const exam = new ExamPage(page, server.baseUrl);
    await list.openList();
    await list.pick(title);
    const dialog = await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(title);
    return { dialog, exam };
  }

  it('takes an official attempt from the mode dialog to the results and the ranking', async () => {
    const { page } = await signedIn();
    const { dialog, exam } = await startExam(page, FREE.title);
    expect(dialog).toContain('Esta é sua primeira tentativa! Modo exame ativado.');
    expect(dialog).toContain('Faça primeiro a sua tentativa oficial');
    expect(await exam.questionCount()).toBe(FREE.questions.length);
    expect(await exam.timerText()).toMatch(/^(59:\d\d|1:00:00)$/);

    // Every answer right but the last: the bar goes blue → amber at half → green at the end.
    const key = FREE.questions.map((q) => q.correct);
    const wrongLast: Option = key.at(-1) === 'A' ? 'B' : 'A';
    const choices = key.map((option, i) => (i === key.length - 1 ? wrongLast : option));
    expect(await exam.progressLevel()).toBe('blue');
    const blue = await exam.progressColour();
    const half = Math.ceil(choices.length / 2);
    for (let i = 0; i < half; i++) await exam.answer(i, choices[i]!);
    expect(await exam.progressLevel()).toBe('yellow');
    const amber = await exam.progressColour();
    for (let i = half; i < choices.length; i++) await exam.answer(i, choices[i]!);
    expect(await exam.progressLevel()).toBe('green');
    expect(new Set([blue, amber, await exam.progressColour()]).size).toBe(3);
    expect(await exam.progressText()).toBe(
      `${choices.length} / ${choices.length} respondidas · 100%`,
    );
    await exam.waitForSaveStatus('saved');

    await exam.submitConfirmed();
    const results = new ResultsPage(page, server.baseUrl);
    await results.waitForResults();
    const expected = Math.round(((choices.length - 1) / choices.length) * 100);
    expect(await results.scoreLabel()).toBe(`Aproveitamento: ${expected}%`);
    expect(await results.tier()).toBe('Excelente!');
    const [correct, total] = await results.summaryValues();
    expect([correct, total]).toEqual([String(choices.length - 1), String(choices.length)]);
    // The demo simulado has an end date, so its key is embargoed until then: the
    // candidate sees the score and when the commented key opens, and no verdict per question.
    expect(await results.reviewVerdicts()).toEqual([]);
    expect(await page.evaluate(() => document.body.innerText)).toContain(
      'O gabarito comentado será liberado em',
    );
    const stored = await officialResult(server.app, studentId, await simuladoIdOf(FREE.title));
    expect(stored).toMatchObject({ score: expected, correct_count: choices.length - 1 });

    await results.viewRanking();
    await results.waitForRoute('/rankings');
  });

  it('resumes after a reload with the answers restored and the same clock', async () => {
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Retomada após recarregar',
      durationMinutes: 30,
      questions: 4,
    });
    const { page } = await signedIn();
    const { exam } = await startExam(page, simulado.title);
    await exam.answer(0, 'A');
    await exam.answer(2, 'D');
    await exam.waitForSaveStatus('saved');

    // A timed attempt asks before the tab reloads (the clock keeps running): the candidate
    // confirms, as a person would in the browser's own prompt.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'networkidle0' });
    await exam.waitForText('Sessão retomada com suas respostas anteriores');
    await exam.waitForExam(simulado.title);
    expect(await exam.selectedOptions()).toEqual(['A', null, 'D', null]);
    expect(await exam.progressText()).toBe('2 / 4 respondidas · 50%');
    expect(await exam.timerText()).toMatch(/^(29|30):\d\d$/);
  });

  it('keeps answers on the device while offline and sends them when back online', async () => {
    const simulado = await insertSimulado(server.app, {
      title: 'E2E — Sem conexão',
      durationMinutes: 30,
      questions: 4,
    });
    const { page } = await signedIn();
    const { exam } = await startExam(page, simulado.title);
    await exam.answer(0, 'C');
    await exam.waitForSaveStatus('saved');

    await page.setOfflineMode(true);
    await exam.answer(1, 'D');
    await exam.answer(3, 'B');
    await exam.waitForSaveStatus('offline');
    expect(await exam.saveStatusText()).toContain(OFFLINE_TEXT);
    const [q1, q2, , q4] = simulado.questionIds;
    expect(await savedAnswers(server.app, studentId, simulado.id)).toEqual({ [q1!]: 'C' });

    await page.setOfflineMode(false);
    await exam.waitForSaveStatus('saved', 20_000);
    const saved = await eventually(
      () => savedAnswers(server.app, studentId, simulado.id),
      (answers) => Object.keys(answers).length === 3,
    );
    expect(saved).toEqual({ [q1!]: 'C', [q2!]: 'D', [q4!]: 'B' });
  });

  // The two 1-minute exams wait for real time to run out (the server clock and the
  // database decide): they sit side by side, in browser contexts of their own, so the
  // suite waits for one minute instead of two — and each tab must ignore the other's end.
  it.concurrent(
    'submits a 1-minute exam by itself when the time is up and shows the results',
    { timeout: 150_000 },
    async ({ expect }) => {
      const simulado = await insertSimulado(server.app, {
        title: 'E2E — Um minuto',
        durationMinutes: 1,
        questions: 3,
      });
      const { page } = await signedIn();
      const { exam } = await startExam(page, simulado.title);
      expect(await exam.timerLevel()).toBe('danger');
      await exam.answer(0, simulado.key[0]!);
      await exam.answer(1, simulado.key[0]!);
      await exam.waitForSaveStatus('saved');

      const results = new ResultsPage(page, server.baseUrl);
      await results.waitForResults(90_000);
      expect(await results.hasText('Seu tempo esgotou')).toBe(true);
      expect((await results.summaryValues()).slice(0, 2)).toEqual(['1', '3']);
      const stored = await officialResult(server.app, studentId, simulado.id);
      expect(stored).toMatchObject({ correct_count: 1, total_questions: 3 });
    },
  );

  it.concurrent(
    "shows the server's result from exam:expired when the tab could not submit in time",
    { timeout: 150_000 },
    async ({ expect }) => {
      const simulado = await insertSimulado(server.app, {
        title: 'E2E — Expirado pelo servidor',
        durationMinutes: 1,
        questions: 2,
      });
      const { page } = await signedIn();
      const { exam } = await startExam(page, simulado.title);
      await exam.answer(1, simulado.key[1]!);
      await exam.waitForSaveStatus('saved');

      // The tab's own submits never arrive: the server finalises after expiresAt + grace
      // and pushes the result over Socket.IO.
      const reviews: string[] = [];
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().endsWith('/review')) reviews.push(request.url());
        if (request.url().endsWith('/submit')) void request.abort('connectionfailed');
        else void request.continue();
      });

      const results = new ResultsPage(page, server.baseUrl);
      await results.waitForResults(110_000);
      expect(await results.hasText('Seu tempo esgotou')).toBe(true);
      expect((await results.summaryValues()).slice(0, 2)).toEqual(['1', '2']);
      expect(reviews).toEqual([]); // the result came with the event
    },
  );

  async function simuladoIdOf(title: string): Promise<string> {
    const row = await server.app.runtime.db
      .selectFrom('simulados')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
