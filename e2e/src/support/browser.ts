import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium(): string | null {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  for (const candidate of CANDIDATES) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], {
    encoding: 'utf8',
  });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

export const chromiumPath = findChromium();
if (!chromiumPath) {
  console.warn(
    '\n⚠️  No Chromium found: browser tests are SKIPPED. Install one (apt-get install chromium) ' +
      'or set PUPPETEER_EXECUTABLE_PATH.\n',
  );
}

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error('no Chromium');
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // This machine has no outside network: stop Chromium's own background calls.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh, isolated browser context (own cookies and storage) with a phone-sized page. */
export async function newPage(browser: Browser, width = 360): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  page.setDefaultTimeout(15_000);
  return page;
}
