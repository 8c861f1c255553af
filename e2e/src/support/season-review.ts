import type { Browser, Page } from 'puppeteer-core';
import { expect } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { HeaderBar, LoginPage } from '../pages/auth-pages';
import { ResultsPage } from '../pages/results-page';
import { readReview, type BookletQuestion, type ReviewedQuestion } from './season-booklet';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** A 1280 px page in a context of its own, signed in. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  page.setDefaultTimeout(20_000);
  await new LoginPage(page, baseUrl).login(email, password);
  await new HeaderBar(page, baseUrl).waitForSignedIn();
  return page;
}

/**
 * 'Ver minha prova' once the key is out, checked against her booklet: each question under
 * 'Questão n (sua prova: p)', every option in her order under her letters (the prova-mãe's
 * beside where they differ), hers and the key marked (no key on an annulled question), and
 * her answer by her letter. Answers the reviewed questions by their prova-mãe number.
 */
export async function reviewOf(
  page: Page,
  baseUrl: string,
  simuladoId: string,
  booklet: readonly BookletQuestion[],
  hers: readonly Option[],
  key: readonly Option[],
  options: { annulled?: readonly number[]; arrive?: () => Promise<void> } = {},
): Promise<Map<number, ReviewedQuestion>> {
  const { annulled = [] } = options;
  // By default its address, opened as a new document; `arrive` walks there inside the app.
  if (options.arrive) await options.arrive();
  else {
    await page.goto(`${baseUrl}/#/minha-prova/${simuladoId}`, { waitUntil: 'networkidle0' });
    await page.reload({ waitUntil: 'networkidle0' });
  }
  await new ResultsPage(page, baseUrl).waitForResults();
  // The field's figures come by their own query: every question shows its line.
  await page.waitForFunction(
    (n, anyAnnulled) =>
      document.querySelectorAll('main [data-testid="question-field"]').length === n &&
      (!anyAnnulled || (document.querySelector('main')?.textContent ?? '').includes('ANULADA')),
    {},
    booklet.length,
    annulled.length > 0,
  );
  const reviewed = await readReview(page);
  expect(reviewed.map((q) => q.number).sort()).toEqual(booklet.map((_, i) => i + 1));
  for (const question of reviewed) {
    const n = question.number;
    const where = `questão ${n}`;
    const position = booklet.findIndex((q) => q.canonical === n);
    const shownTo = booklet[position]!;
    expect(question.paperPosition, where).toBe(position + 1);
    expect(
      question.rows.map((r) => r.shown),
      where,
    ).toEqual(LETTERS.slice(0, shownTo.options.length));
    expect(
      question.rows.map((r) => r.option),
      where,
    ).toEqual(shownTo.options.map((o) => o.option));
    for (const [i, row] of question.rows.entries()) {
      const mother = row.shown === row.option ? '' : ` (${row.option} na prova-mãe)`;
      expect(row.text, where).toBe(`${shownTo.options[i]!.text}${mother}`);
      expect(row.marks.includes('Sua resposta'), where).toBe(row.option === hers[n - 1]);
      expect(row.marks.includes('Gabarito'), where).toBe(
        !annulled.includes(n) && row.option === key[n - 1],
      );
    }
    const mine = question.rows.find((r) => r.option === hers[n - 1])!;
    expect(question.answerLine, where).toBe(`Sua resposta: ${mine.shown}) ${mine.text}`);
  }
  return new Map(reviewed.map((q) => [q.number, q]));
}

/**
 * The admin's key change over her session (the 'Novo gabarito' select does not take
 * puppeteer's input reliably), waiting for the regrade it queued to finish.
 */
export async function changeKey(
  admin: Page,
  simuladoId: string,
  questionId: string,
  correctOption: Option,
): Promise<void> {
  const queuedAt = await admin.evaluate(
    async (url, option) => {
      const res = await fetch(url, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ correctOption: option, reason: 'Erro material no gabarito.' }),
      });
      if (res.status !== 200) throw new Error(`key change: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { regrade: { queuedAt: string | null } | null };
      return body.regrade?.queuedAt ?? null;
    },
    `/api/admin/simulados/${simuladoId}/questions/${questionId}/correct-option`,
    correctOption,
  );
  await admin.waitForFunction(
    async (url, since) => {
      const status = (await (await fetch(url, { credentials: 'include' })).json()) as {
        status: string;
        finishedAt: string | null;
      };
      return status.status === 'DONE' && (since === null || (status.finishedAt ?? '') >= since);
    },
    { polling: 250, timeout: 30_000 },
    `/api/admin/simulados/${simuladoId}/regrade`,
    queuedAt,
  );
}

/** 'Ver minha prova' on the Meus Relatórios card titled `title`, clicked in the open app. */
export async function openReviewFromReports(page: Page, title: string): Promise<void> {
  const clicked = await page.$$eval(
    'main article',
    (cards, t) => {
      const card = cards.find((c) => c.querySelector('h2')?.textContent === t);
      const link = Array.from(card?.querySelectorAll('a, button') ?? []).find(
        (a) => a.textContent?.trim() === 'Ver minha prova',
      );
      (link as HTMLElement | undefined)?.click();
      return Boolean(link);
    },
    title,
  );
  if (!clicked) throw new Error(`no 'Ver minha prova' on "${title}"`);
}
