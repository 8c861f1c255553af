import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** The Chromium to drive: PUPPETEER_EXECUTABLE_PATH, a known path, or one on PATH. */
export function findChromium() {
  const configured = process.env.PUPPETEER_EXECUTABLE_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  for (const candidate of CANDIDATES) if (fs.existsSync(candidate)) return candidate;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}
