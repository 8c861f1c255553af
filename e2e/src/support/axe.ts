import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/**
 * Runs axe-core inside the page as it is (real Chromium layout, real colours) and answers
 * the serious and critical violations, the ones no screen may have.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page);
  // Once per document: parsing the 500 KB source again for each check (a screen in light,
  // then in dark) was a tenth of a check's time; a navigation brings a new document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Waits until every finite animation and CSS transition has finished. A dialog fading in
 * is measured mid-fade otherwise (grey on grey, a contrast failure no user ever sees for
 * more than 200 ms); infinite ones (loaders, skeletons) never finish and are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    { timeout: 5_000, polling: 50 },
  );
}

/** One line per offending element, readable in a failed assertion. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.impact} ${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`,
      ),
    )
    .join('\n');
}
