import fs from 'node:fs';
import type { Page } from 'puppeteer-core';

export type Scheme = 'light' | 'dark';

/** Where a branch's screenshots go, to be looked at after the run. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/e2e';

/**
 * Puts the page in a colour scheme the way a person does: the theme toggle's stored
 * choice (client/public/theme-init.js reads it before the first paint) and the system
 * preference alike. Call before opening the first screen.
 */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await page.evaluateOnNewDocument((value) => {
    localStorage.setItem('mantine-color-scheme-value', value);
  }, scheme);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Faster PNG compression: a full-page shot otherwise costs more CPU than the axe run it
  // goes with (the walks take ~180 of them); the files are bigger, and as sharp.
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, optimizeForSpeed: true });
}

/** Elements matching `selector` whose content is wider than their box (cut or spilling). */
export async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => (e as HTMLElement).innerText.slice(0, 60)),
  );
}

/** Whether the page scrolls sideways: something is wider than the viewport. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Pairs of elements (by text) whose boxes overlap by more than a pixel. */
export async function overlaps(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) => {
    const boxes = elements.map((e) => ({
      text: (e as HTMLElement).innerText.slice(0, 30),
      r: e.getBoundingClientRect(),
    }));
    const found: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) found.push(`${boxes[i]!.text} × ${boxes[j]!.text}`);
      }
    return found;
  });
}
