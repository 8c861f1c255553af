import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

export type Scheme = 'light' | 'dark';
export type Box = { x: number; y: number; width: number; height: number };

/** The colour scheme the app starts in: the key client/public/theme-init.js reads. */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluateOnNewDocument((s) => {
    localStorage.setItem('mantine-color-scheme-value', s);
  }, scheme);
}

/**
 * Visible elements under `root` whose text is cut (content wider than the box with overflow
 * hidden, as an ellipsis does) or that stick out of the viewport sideways: what a person
 * would see as '…' or a clipped word.
 */
export async function clippedElements(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(`${selector} *`))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !el.innerText?.trim()) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1)
        found.push(`cut: ${el.innerText.trim().slice(0, 60)}`);
      if (rect.right > width + 1 || rect.left < -1)
        found.push(`outside: ${el.innerText.trim().slice(0, 60)}`);
    }
    return found;
  }, root);
}

/** The box of the first element matching `selector` whose text is `text` (exactly). */
export async function boxOfText(page: Page, selector: string, text: string): Promise<Box> {
  const box = await page.evaluate(
    (sel, wanted) => {
      const el = Array.from(document.querySelectorAll<HTMLElement>(sel)).find(
        (e) => e.innerText.trim() === wanted,
      );
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    },
    selector,
    text,
  );
  if (!box) throw new Error(`no ${selector} reading "${text}"`);
  return box;
}

export async function boxOf(page: Page, selector: string): Promise<Box> {
  const handle = await page.waitForSelector(selector);
  const box = await handle!.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Saves a screenshot when SHOTS_DIR is set (to look at the screens), else does nothing. A
 * dialog is shot as the viewport shows it: a full-page shot would misplace fixed layers.
 */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) as `${string}.png`, fullPage });
}
