import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { HeaderBar, LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { describeViolations, seriousViolations } from './support/axe';
import {
  CANDIDATE_PASSWORD,
  clickShown,
  insertShuffledSimulado,
  shownQuestions,
} from './support/booklet';
import { chromiumPath, newPage } from './support/browser';
import { screenshot, scrollsSideways, useScheme, type Scheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

const QUESTIONS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const SCREENS: [number, number, Scheme][] = [
  [1280, 900, 'light'],
  [1280, 900, 'dark'],
  [360, 740, 'light'],
  [360, 740, 'dark'],
];

/** One reviewed question as the screen shows it. */
type Reviewed = {
  heading: string;
  rows: { shown: string; option: string; text: string; marks: string[]; share: number }[];
  answerLine: string;
  commentary: string;
};

/**
 * 'Ver minha prova' on a shuffled booklet once the key is out: every option as her booklet
 * showed it, in her order and under her letters (the prova-mãe's beside where they differ),
 * hers and the key marked, her answer by her letter, and 'Comentário do gabarito' from
 * GET /api/answers/simulado/{id}; the figures named by their scale. At 1280 and 360 px,
 * light and dark, with axe.
 */
describe.skipIf(!chromiumPath)('the review of her own shuffled booklet', () => {
  const server = useServerAndBrowser();

  it('shows every option under her letters, hers and the key, and the commented key', async () => {
    const title = 'E2E — Revisão com as letras dela';
    const { simulado, candidates } = await insertShuffledSimulado(server.app, title, QUESTIONS);
    const helena = candidates[0]!;
    const keyOf = (canonical: number) => simulado.key[canonical - 1]!;

    // She sits it and presses her C in every question.
    const page = await newPage(server.browser, 1280);
    await new LoginPage(page, server.baseUrl).login(helena.email, CANDIDATE_PASSWORD);
    const list = new SimuladosPage(page, server.baseUrl);
    await list.waitForRoute('/dashboard');
    await list.openList();
    await list.pick(title);
    const exam = new ExamPage(page, server.baseUrl);
    await exam.waitForModeDialog();
    await exam.chooseMode('Modo Exame');
    await exam.waitForExam(title);
    const hers = await shownQuestions(page);
    const pressed = new Map<number, Option>();
    for (const [index, question] of hers.entries()) {
      const text = await clickShown(page, index, 'C');
      pressed.set(question.canonical, text.replace('Alternativa ', '') as Option);
    }
    await exam.waitForSaveStatus('saved');
    await exam.submitConfirmed();
    await new ResultsPage(page, server.baseUrl).waitForResults();
    await page.browserContext().close();
    const orderOf = new Map(hers.map((q) => [q.canonical, q.options.map((o) => o.value)]));
    // The simulado ends and its appeals window opens: the review offers 'Interpor recurso'.
    const now = Date.now();
    await server.app.runtime.db
      .updateTable('simulados')
      .set({
        start_date: new Date(now - DAY_MS),
        end_date: new Date(now - 60_000),
        appeals_until: new Date(now + 2 * DAY_MS),
      })
      .where('id', '=', simulado.id)
      .execute();
    // Options shuffle: some C of hers is another letter in the prova-mãe, or this proves little.
    expect([...pressed.values()].some((option) => option !== 'C')).toBe(true);

    for (const [width, height, scheme] of SCREENS) {
      const where = `${width} ${scheme}`;
      const look = await newPage(server.browser, width);
      await look.setViewport({ width, height });
      await useScheme(look, scheme);
      await new LoginPage(look, server.baseUrl).login(helena.email, CANDIDATE_PASSWORD);
      await new HeaderBar(look, server.baseUrl).waitForSignedIn();
      await look.goto(`${server.baseUrl}/#/minha-prova/${simulado.id}`, {
        waitUntil: 'networkidle0',
      });
      const results = new ResultsPage(look, server.baseUrl);
      await results.waitForResults();
      await look.waitForSelector('main ol[aria-label^="Alternativas da questão"]');

      const reviewed = await reviewedQuestions(look);
      expect(reviewed, where).toHaveLength(QUESTIONS);
      for (const [i, question] of reviewed.entries()) {
        const canonical = i + 1;
        const order = orderOf.get(canonical)!;
        const mine = pressed.get(canonical)!;
        // Her order, her letters A–D down the list, each option the one its text names.
        expect(
          question.rows.map((r) => r.shown),
          where,
        ).toEqual(LETTERS);
        expect(
          question.rows.map((r) => r.option),
          where,
        ).toEqual(order);
        for (const row of question.rows) {
          expect(row.text, where).toBe(
            row.shown === row.option
              ? `Alternativa ${row.option}`
              : `Alternativa ${row.option} (${row.option} na prova-mãe)`,
          );
          expect(row.share, `${where}: the text of ${row.shown} is squeezed`).toBeGreaterThan(0.5);
          expect(row.marks.includes('Sua resposta'), where).toBe(row.option === mine);
          expect(row.marks.includes('Gabarito'), where).toBe(row.option === keyOf(canonical));
        }
        const mother = mine === 'C' ? '' : ` (${mine} na prova-mãe)`;
        expect(question.answerLine, where).toBe(`Sua resposta: C) Alternativa ${mine}${mother}`);
        expect(question.commentary, where).toBe(
          `Comentário do gabarito: A resposta é ${keyOf(canonical)}.`,
        );
      }
      const figures = await results.figures();
      expect(Object.keys(figures), where).toEqual(['Aproveitamento', 'Nota', 'Acertos']);
      expect(figures['Aproveitamento'], where).toMatch(/^\d+% dos pontos$/);
      expect(figures['Nota'], where).toMatch(/^\d+,\d\/10$/);
      expect(figures['Acertos'], where).toMatch(/^\d de 4 questões$/);

      const violations = await seriousViolations(look);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await scrollsSideways(look), `${where} scrolls sideways`).toBe(false);
      await screenshot(look, `review-booklet-${width}-${scheme}`);

      // The appeal dialog covers the question, so it quotes it: heading, statement, her answer.
      await look.$$eval('main section[aria-labelledby="revisao"] > ol > li', (items) =>
        Array.from(items[0]?.querySelectorAll('button') ?? [])
          .find((b) => b.textContent === 'Interpor recurso')
          ?.click(),
      );
      const quote = await look.waitForSelector(
        '[role="dialog"] figure[aria-label="Questão do recurso"]',
      );
      const quoted = await quote!.evaluate((f) =>
        (f as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      );
      const place = hers.findIndex((q) => q.canonical === 1) + 1;
      expect(quoted, where).toBe(
        `Questão 1 (sua prova: ${place}) Questão de teste 1: qual é a alternativa A? ${reviewed[0]!.answerLine}`,
      );
      const dialogViolations = await seriousViolations(look);
      expect(dialogViolations, describeViolations(dialogViolations)).toEqual([]);
      await screenshot(look, `review-appeal-dialog-${width}-${scheme}`);
      await look.browserContext().close();
    }
  }, 240_000);
});

/** The review's questions: each option row, her answer's line and the commentary. */
async function reviewedQuestions(page: Page): Promise<Reviewed[]> {
  return page.$$eval('main section[aria-labelledby="revisao"] > ol > li', (items) =>
    items.flatMap((li) => {
      const list = li.querySelector('ol[aria-label^="Alternativas da questão"]');
      if (!list) return [];
      const rows = Array.from(list.querySelectorAll(':scope > li')).map((row) => {
        const marks = Array.from(row.querySelectorAll('.mantine-Badge-root')).map(
          (b) => b.textContent?.trim() ?? '',
        );
        const [letter, body] = Array.from(row.querySelectorAll(':scope > div > *'));
        return {
          shown: (letter?.textContent ?? '').replace(')', '').trim(),
          option: (row as HTMLElement).dataset.option ?? '',
          text: (body?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          marks,
          // How much of the row the option's text may use: the marks never squeeze it.
          share: (body?.getBoundingClientRect().width ?? 0) / row.getBoundingClientRect().width,
        };
      });
      const lines = Array.from(li.querySelectorAll('p, div')).map((n) =>
        (n.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      return [
        {
          heading: lines.find((t) => /^Questão \d+/.test(t)) ?? '',
          rows,
          answerLine: lines.find((t) => t.startsWith('Sua resposta:')) ?? '',
          commentary: lines.find((t) => t.startsWith('Comentário do gabarito:')) ?? '',
        },
      ];
    }),
  );
}
