/**
 * `pnpm bench web [--runs N] [--url URL]`: the landing page as a phone sees it.
 *
 * 1. Builds the client and the server bundle.
 * 2. Serves the build from the production server (embedded mode, demo data) on a free port,
 *    unless --url points at a running one.
 * 3. Runs Lighthouse (mobile preset: Moto G class CPU, slow 4G, simulated) on the landing
 *    with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), N times (default 3),
 *    and prints the median of each score and the metrics behind performance, and the gzip
 *    size of every JavaScript and CSS file the landing loaded (Lighthouse's network log).
 * --report FILE keeps the last Lighthouse report; --skip-build reuses client/dist.
 * Targets: landing JavaScript under 150 kB gzip; every score at least 95.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { kB, loadedAssets } from './lib/landing-assets';
import {
  buildBundles,
  freePort,
  repoRoot,
  spawnBundle,
  waitForHttp,
  type Child,
} from './lib/processes';

const JS_BUDGET = 150_000;
const SCORE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    /** Writes the last Lighthouse report (JSON) here, to open in the Lighthouse viewer. */
    report: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs) || 3);
const log = (line: string) => console.info(line);
const dist = path.join(repoRoot, 'client', 'dist');

if (!args['skip-build']) {
  log('building the client…');
  const build = spawnSync('pnpm', ['--filter', '@gabaritei/client', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`client build failed (exit ${build.status})`);
}

let server: Child | null = null;
let dataDir: string | null = null;
let base = args.url?.replace(/\/+$/, '');
let failed = false;
try {
  if (!base) {
    buildBundles(['server', 'workers']);
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-web-'));
    server = spawnBundle('server', path.join(repoRoot, 'server', 'dist', 'main.js'), {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: 'true',
      CLIENT_DIST: dist,
      LOG_LEVEL: 'warn',
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/readyz`, server);
  }
  const url = `${base}/`;
  log(`\nLighthouse ${lighthouseVersion()} on ${url}, mobile preset, ${runs} run(s)…`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Record<string, number>[] = [];
  try {
    // A failed trace (NO_NAVSTART, NO_FCP on a busy machine) is Lighthouse's own failure,
    // not a score: it says to run again, so a run is taken again, twice at most.
    const audit = async (run: number) => {
      for (let attempt = 0; ; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error('Lighthouse returned no result');
        const { lhr } = result;
        if (!lhr.runtimeError) return lhr;
        if (attempt === 2) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        log(`  run ${run}: ${lhr.runtimeError.code}, taken again`);
      }
    };
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(i + 1);
      const row: Record<string, number> = {};
      for (const c of CATEGORIES) row[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
      for (const [id] of METRICS) row[id] = lhr.audits[id]?.numericValue ?? NaN;
      results.push(row);
      log(`  run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${row[c]}`).join(', ')}`);
      if (i === runs - 1) {
        failed ||= printAssets(lhr.audits['network-requests']?.details);
        printFailedAudits(lhr);
        if (args.report) fs.writeFileSync(args.report, JSON.stringify(lhr));
      }
    }
  } finally {
    await chrome.kill();
  }
  log(`\nMedian of ${runs} run(s):`);
  for (const c of CATEGORIES) {
    const score = median(results.map((r) => r[c]!));
    failed ||= score < SCORE_TARGET;
    log(
      `  ${c.padEnd(15)} ${String(score).padStart(3)} ${mark(score >= SCORE_TARGET)} target ≥ ${SCORE_TARGET}`,
    );
  }
  for (const [id, label] of METRICS) {
    const value = median(results.map((r) => r[id]!));
    log(
      `  ${label.padEnd(15)} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`,
    );
  }
} finally {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
log(failed ? '\nSome targets were missed.' : '\nEvery target met.');
process.exitCode = failed ? 1 : 0;

/** Prints the JS and CSS the landing loaded; answers whether the JS is over budget. */
function printAssets(details: unknown): boolean {
  const items = (details as { items?: { url: string; transferSize?: number }[] } | undefined)
    ?.items;
  const assets = loadedAssets(dist, items ?? []);
  const jsTotal = assets.filter((a) => a.kind === 'js').reduce((sum, a) => sum + a.gzip, 0);
  const cssTotal = assets.filter((a) => a.kind === 'css').reduce((sum, a) => sum + a.gzip, 0);
  log('\n  JavaScript and CSS the landing loaded (gzip -9, raw):');
  for (const a of assets) {
    log(`    ${a.kind.padEnd(3)} ${kB(a.gzip).padStart(9)} ${kB(a.bytes).padStart(10)}  ${a.file}`);
  }
  log(`    JavaScript ${kB(jsTotal)} gzip ${mark(jsTotal < JS_BUDGET)} target < ${kB(JS_BUDGET)}`);
  log(`    CSS        ${kB(cssTotal)} gzip\n`);
  return jsTotal >= JS_BUDGET;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function mark(ok: boolean): string {
  return ok ? '✓' : '✗';
}

/** Names what cost points, so a missed target says where to look. */
function printFailedAudits(lhr: {
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode?: string }>;
}) {
  const failing = Object.entries(lhr.audits).filter(
    ([, a]) =>
      a.score !== null &&
      a.score < 0.9 &&
      a.scoreDisplayMode !== 'informative' &&
      a.scoreDisplayMode !== 'notApplicable' &&
      a.scoreDisplayMode !== 'manual',
  );
  if (failing.length === 0) return;
  log('  audits below 90 in the last run:');
  for (const [id, a] of failing) log(`    ${id}: ${a.title} (${Math.round((a.score ?? 0) * 100)})`);
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync(
      path.join(repoRoot, 'loadtests', 'node_modules', 'lighthouse', 'package.json'),
      'utf8',
    ),
  ) as { version: string };
  return pkg.version;
}
