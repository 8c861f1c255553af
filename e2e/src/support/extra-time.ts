import type { FastifyInstance } from 'fastify';
import type { Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { shot, type Scheme } from './layout';
import { overlaps, scrollsSideways } from './screens';

/** What the extra-time suite sets up and checks besides the screens themselves. */

/** Her extra time, written as the grant writes it (the key waits: key_hold_until). */
export async function grantInDb(
  app: FastifyInstance,
  input: { simuladoId: string; userId: string; extraMinutes: number },
): Promise<void> {
  const { db } = app.runtime;
  await db
    .insertInto('simulado_accommodations')
    .values({
      simulado_id: input.simuladoId,
      user_id: input.userId,
      extra_minutes: input.extraMinutes,
      reason: 'Laudo médico',
      granted_by: null,
      granted_at: new Date(),
    })
    .execute();
}

/** Moves the simulado's general end to `minutesAgo` minutes before now. */
export async function endedMinutesAgo(
  app: FastifyInstance,
  simuladoId: string,
  minutesAgo: number,
): Promise<Date> {
  const end = new Date(Date.now() - minutesAgo * 60_000);
  await app.runtime.db
    .updateTable('simulados')
    .set({ end_date: end })
    .where('id', '=', simuladoId)
    .execute();
  return end;
}

export async function accommodationsOf(app: FastifyInstance, simuladoId: string) {
  return app.runtime.db
    .selectFrom('simulado_accommodations')
    .select(['user_id', 'extra_minutes', 'reason'])
    .where('simulado_id', '=', simuladoId)
    .execute();
}

async function setScheme(page: Page, scheme: Scheme) {
  await page.evaluate((s) => {
    localStorage.setItem('mantine-color-scheme-value', s);
    document.documentElement.setAttribute('data-mantine-color-scheme', s);
  }, scheme);
}

/**
 * In light and in dark: a screenshot (SHOTS_DIR), no serious axe violation, nothing wider
 * than the viewport, and no two of `parts` overlapping.
 */
export async function checkScreen(page: Page, name: string, parts: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    // Colours ease for 120 ms: read them once they have settled.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await shot(page, `${name}-${scheme}`, false);
    const violations = await seriousViolations(page);
    expect(violations, `${name} (${scheme}): ${describeViolations(violations)}`).toEqual([]);
    expect(await overlaps(page, parts), `${name}: overlapping`).toEqual([]);
    expect(await scrollsSideways(page), `${name}: scrolls sideways`).toBe(false);
  }
  await setScheme(page, 'light');
}
