import type { FastifyInstance } from 'fastify';
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { shot, type Scheme } from './layout';

/** What the exam-tools suite reads back: the stored flags and the page's accessibility. */

/** The flags the server keeps for the student's session (questionId → 'marked|struck'). */
export async function storedFlags(server: { app: FastifyInstance }, simuladoId: string) {
  const rows = await server.app.runtime.db
    .selectFrom('session_flags')
    .innerJoin('exam_sessions', 'exam_sessions.id', 'session_flags.session_id')
    .select(['session_flags.question_id', 'session_flags.marked', 'session_flags.struck'])
    .where('exam_sessions.simulado_id', '=', simuladoId)
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.question_id, `${r.marked ? 'M' : '-'}|${r.struck}`]),
  );
}

async function setScheme(page: Page, scheme: Scheme) {
  await page.evaluate((s) => {
    localStorage.setItem('mantine-color-scheme-value', s);
    document.documentElement.setAttribute('data-mantine-color-scheme', s);
  }, scheme);
}

/** No serious axe violation in either colour scheme (a screenshot of each). */
export async function expectAccessible(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    // Colours ease for 120 ms: read them once they have settled.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await shot(page, `exam-tools-${name}-${scheme}`, false);
    const violations = await seriousViolations(page);
    expect(violations, `${name} (${scheme}): ${describeViolations(violations)}`).toEqual([]);
  }
  await setScheme(page, 'light');
}

/** The flags hold at least what is expected (order-free). */
export function sameKeys(
  actual: Record<string, string>,
  expected: Record<string, string>,
): boolean {
  return (
    Object.entries(expected).every(([k, v]) => actual[k] === v) &&
    Object.keys(actual).length === Object.keys(expected).length
  );
}
