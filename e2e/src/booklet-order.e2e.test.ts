import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { LoginPage } from './pages/auth-pages';
import { ExamPage } from './pages/exam-page';
import { ResultsPage } from './pages/results-page';
import { SimuladosPage } from './pages/simulados-page';
import { describeViolations, seriousViolations } from './support/axe';
import {
  CANDIDATE_PASSWORD,
  clickShown,
  insertShuffledSimulado,
  resultAnswers,
  reviewHeadings,
  shownQuestions,
  type ShownQuestion,
} from './support/booklet';
import { chromiumPath, newPage } from './support/browser';
import { eventually, savedAnswers } from './support/exam-data';
import { screenshot, scrollsSideways, useScheme, type Scheme } from './support/screens';
import { useServerAndBrowser } from './support/suite';

type Candidate = { id: string; email: string };

const QUESTIONS = 6;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const PRINTED = Array.from({ length: QUESTIONS }, (_, i) => i + 1);
const SCREENS: [number, number, Scheme][] = [
  [1280, 900, 'light'],
  [1280, 900, 'dark'],
  [360, 740, 'light'],
  [360, 740, 'dark'],
];

/**
 * A shuffled booklet ('tipos de prova') as candidates live it: each sees her own order of
 * questions and options, lettered A–D top to bottom; what she clicks is stored by its
 * canonical letter; the review numbers each question canonically and says where her booklet
 * had it. At 1280×900 and 360×740, light and dark.
 */
describe.skipIf(!chromiumPath)('a simulado with shuffled booklets', () => {
  const server = useServerAndBrowser();

  /** A page of the given size and scheme with `email` signed in and her exam open. */
  async function openExam(
    email: string,
    title: string,
    [width, height, scheme]: [number, number, Scheme],
  ): Promise<{ page: Page; exam: ExamPage }> {
    const page = await newPage(server.browser, width);
    await page.setViewport({ width, height });
    await useScheme(page, scheme);
    await new LoginPage(page, server.baseUrl).login(email, CANDIDATE_PASSWORD);
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

  async function expectCleanScreen(page: Page, name: string): Promise<void> {
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
    await screenshot(page, name);
  }

  it.each(SCREENS)(
    'gives each candidate her own order and grades by the printed one (%i×%i, %s)',
    async (width, height, scheme) => {
      const tag = `${width}-${scheme}`;
      const title = `E2E — Tipos de prova ${tag}`;
      const { simulado, candidates } = await insertShuffledSimulado(server.app, title, QUESTIONS);
      const [helena, iara] = candidates as [Candidate, Candidate];
      const idOf = (canonical: number) => simulado.questionIds[canonical - 1]!;

      const { page, exam } = await openExam(helena.email, title, [width, height, scheme]);
      const hers = await shownQuestions(page);
      expect(hers.map((q) => q.canonical).sort((a, b) => a - b)).toEqual(PRINTED);
      for (const question of hers) {
        // Her letters run A–D down the screen, whatever canonical option sits behind each.
        expect(question.options.map((o) => o.shown)).toEqual(LETTERS);
        expect(question.options.map((o) => o.value).sort()).toEqual(LETTERS);
        expect(question.tops).toEqual([...question.tops].sort((a, b) => a - b));
        // The option behind each letter is the one its text names ('Alternativa C' is C).
        for (const option of question.options)
          expect(option.text).toBe(`Alternativa ${option.value}`);
      }
      await expectCleanScreen(page, `booklet-exam-${tag}`);

      // Iara's booklet, from her own session: the two differ, and at least one of them is
      // not the printed order (each of 720 orders is equally likely, and options shuffle too).
      const other = await openExam(iara.email, title, [width, height, scheme]);
      const theirs = await shownQuestions(other.page);
      await other.page.browserContext().close();
      const orderOf = (qs: ShownQuestion[]) => qs.map((q) => q.canonical);
      const optionsOf = (qs: ShownQuestion[]) =>
        qs.map((q) => `${q.canonical}:${q.options.map((o) => o.value).join('')}`);
      expect(
        [orderOf(hers), orderOf(theirs)].some((o) => JSON.stringify(o) !== JSON.stringify(PRINTED)),
      ).toBe(true);
      expect(optionsOf(hers)).not.toEqual(optionsOf(theirs));

      // She answers by her letters: A, B, C, D, A, B down her booklet.
      const expected: Record<string, Option> = {};
      for (const [index, question] of hers.entries()) {
        const clicked = await clickShown(page, index, LETTERS[index % 4]!);
        const canonical = clicked.replace('Alternativa ', '') as Option;
        expect(LETTERS).toContain(canonical);
        expected[idOf(question.canonical)] = canonical;
      }
      await exam.waitForSaveStatus('saved');
      await eventually(
        () => savedAnswers(server.app, helena.id, simulado.id),
        (saved) => JSON.stringify(sorted(saved)) === JSON.stringify(sorted(expected)),
      );
      // Shuffled options: some clicked letter differs from what is stored, or the test
      // would not tell a canonical store from a shown-letter one.
      expect(hers.some((q, i) => expected[idOf(q.canonical)] !== LETTERS[i % 4])).toBe(true);

      await exam.submitConfirmed();
      const results = new ResultsPage(page, server.baseUrl);
      await results.waitForResults();
      expect(sorted(await resultAnswers(server.app, helena.id, simulado.id))).toEqual(
        sorted(expected),
      );
      // Printed numbers, in the printed order, each with where her booklet had it.
      const place = new Map(hers.map((q, i) => [q.canonical, i + 1]));
      expect(await reviewHeadings(page)).toEqual(
        PRINTED.map((n) => `Questão ${n} (sua prova: ${place.get(n)})`),
      );
      await expectCleanScreen(page, `booklet-review-${tag}`);
      await page.browserContext().close();
    },
    120_000,
  );
});

function sorted<T>(record: Record<string, T>): [string, T][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
