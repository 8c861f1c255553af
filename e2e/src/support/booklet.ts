import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'puppeteer-core';
import type { Option } from '@gabaritei/shared';
import { insertSimulado, type TestSimulado } from './exam-data';

/** The demo student's password: the candidates made here share her hash, so it signs them in. */
export const CANDIDATE_PASSWORD = 'Aluno@12345';

/**
 * An official simulado whose booklets shuffle both questions and options, with its key out
 * at submission (so the review shows each question), and two fresh candidates for it.
 */
export async function insertShuffledSimulado(
  app: FastifyInstance,
  title: string,
  questions: number,
): Promise<{ simulado: TestSimulado; candidates: { id: string; email: string }[] }> {
  const { db } = app.runtime;
  const simulado = await insertSimulado(app, { title, durationMinutes: 30, questions });
  await db
    .updateTable('simulados')
    .set({ shuffle_questions: true, shuffle_options: true, answer_key_release: 'IMMEDIATE' })
    .where('id', '=', simulado.id)
    .execute();
  const candidates = await insertCandidates(app, ['Helena Booklet', 'Iara Booklet']);
  return { simulado, candidates };
}

/** Verified students who sign in with CANDIDATE_PASSWORD (the demo student's hash). */
export async function insertCandidates(app: FastifyInstance, names: readonly string[]) {
  const { db } = app.runtime;
  const demo = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'aluno@gabaritei.dev')
    .executeTakeFirstOrThrow();
  const made: { id: string; name: string; email: string }[] = [];
  for (const name of names) {
    const email = `${crypto.randomUUID()}@example.com`;
    const { id } = await db
      .insertInto('users')
      .values({
        name,
        email,
        password_hash: demo.password_hash,
        role: 'STUDENT',
        email_verified_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    made.push({ id, name, email });
  }
  return made;
}

/** One question as her booklet shows it: its printed number and its options top to bottom. */
export type ShownQuestion = {
  /** The printed (canonical) number, read from the stem 'Questão de teste N: …'. */
  canonical: number;
  options: { shown: string; value: string; text: string }[];
  /** Each option's top edge on the page, to tell the letters run down the screen. */
  tops: number[];
};

/** The exam screen's questions in her order, each with its shown letters and option texts. */
export async function shownQuestions(page: Page): Promise<ShownQuestion[]> {
  return page.$$eval('main [role="radiogroup"]', (groups) =>
    groups.map((group) => {
      // The stem is the group's label, which Mantine may render beside the group itself.
      const stem = (group.closest('section') ?? group).textContent ?? '';
      const canonical = Number(/Questão de teste (\d+):/.exec(stem)?.[1] ?? NaN);
      const options = Array.from(group.querySelectorAll('label')).flatMap((label) => {
        const input = label.querySelector<HTMLInputElement>('input[type="radio"]');
        if (!input) return [];
        const text = (label as HTMLElement).innerText.trim();
        const shown = /^([A-E])\)/.exec(text)?.[1] ?? '';
        return [{ shown, value: input.value, text: text.replace(/^[A-E]\)\s*/, '') }];
      });
      const tops = Array.from(group.querySelectorAll('input[type="radio"]')).map(
        (input) => input.getBoundingClientRect().top,
      );
      return { canonical, options, tops };
    }),
  );
}

/**
 * Clicks, in question `index` of her booklet, the option shown under `shown`, on its label
 * as a candidate does, and answers the option text she clicked.
 */
export async function clickShown(page: Page, index: number, shown: string): Promise<string> {
  const groups = await page.$$('main [role="radiogroup"]');
  const labels = (await groups[index]!.$$('label')).filter(Boolean);
  for (const label of labels) {
    const text = await label.evaluate((l) => (l as HTMLElement).innerText.trim());
    if (!text.startsWith(`${shown})`)) continue;
    await label.click();
    await page.waitForFunction(
      (i, s) => {
        const group = document.querySelectorAll('main [role="radiogroup"]')[i];
        return Array.from(group?.querySelectorAll('label') ?? []).some(
          (l) => l.innerText.trim().startsWith(`${s})`) && l.querySelector('input:checked'),
        );
      },
      {},
      index,
      shown,
    );
    return text.replace(/^[A-E]\)\s*/, '');
  }
  throw new Error(`no option ${shown} in question ${index + 1}`);
}

/** The graded official answers of a user for a simulado (questionId → canonical option). */
export async function resultAnswers(
  app: FastifyInstance,
  userId: string,
  simuladoId: string,
): Promise<Record<string, Option | null>> {
  const rows = await app.runtime.db
    .selectFrom('result_answers')
    .innerJoin('results', 'results.id', 'result_answers.result_id')
    .select(['result_answers.question_id', 'result_answers.selected_option'])
    .where('results.user_id', '=', userId)
    .where('results.simulado_id', '=', simuladoId)
    .where('results.attempt_type', '=', 'OFFICIAL')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.question_id, r.selected_option as Option | null]));
}

/** The review's question headings, top to bottom ('Questão 7 (sua prova: 3)'). */
export async function reviewHeadings(page: Page): Promise<string[]> {
  return page.$$eval('main section[aria-labelledby="revisao"] li', (items) =>
    items.flatMap((li) => {
      const heading = Array.from(li.querySelectorAll('p')).find((p) =>
        /^Questão \d+/.test(p.textContent ?? ''),
      );
      return heading ? [(heading.textContent ?? '').replace(/\s*·.*$/, '').trim()] : [];
    }),
  );
}
