import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from './support/browser';
import { startServer } from './support/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Lighthouse's own threshold (core/gather/driver/environment.js): below this benchmark
 * index it warns that the host's CPU is slower than its simulation assumes, so the
 * performance score reflects the machine's load rather than the page.
 */
const SLOW_HOST_INDEX = 1000;
/**
 * Lighthouse simulates a phone from the CPU time it observed: with more runnable work than
 * cores (other suites, other builds) the landing's tasks wait for the neighbours' and the
 * performance score measures them (64 and 82 at a load of 8 per core, 98 when quiet).
 */
const BUSY_LOAD_PER_CORE = 1;

/** The categories docs/BENCHMARKS.md's `pnpm bench web` table lists, by their Lighthouse ids. */
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best practices': 'best-practices',
  SEO: 'seo',
} as const;
type Label = keyof typeof CATEGORIES;

/** docs/BENCHMARKS.md's stated score and target of each category ('| performance | 98 ✅ (97–98) | ≥ 95 |'). */
function statedScores(doc: string): Record<Label, { stated: number; target: number }> {
  const scores = {} as Record<Label, { stated: number; target: number }>;
  for (const label of Object.keys(CATEGORIES) as Label[]) {
    const row = doc.split('\n').find((line) => new RegExp(`^\\|\\s*${label}\\s*\\|`).test(line));
    const match = row?.match(/^\|[^|]+\|\s*(\d+)[^|]*\|\s*≥\s*(\d+)\s*\|/);
    if (!match)
      throw new Error(`docs/BENCHMARKS.md states no '${label}' score in the bench web table`);
    scores[label] = { stated: Number(match[1]), target: Number(match[2]) };
  }
  return scores;
}

/** `pnpm bench web --runs 1 --url URL`: one Lighthouse run, mobile preset, on the landing. */
function benchWeb(
  url: string,
  reportFile: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'node',
      [
        'scripts/bench.mjs',
        'web',
        '--runs',
        '1',
        '--skip-build',
        '--url',
        url,
        '--report',
        reportFile,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumPath ?? '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * A Lighthouse run of the landing keeps the scores docs/BENCHMARKS.md states. Accessibility,
 * best practices and SEO are audits with fixed outcomes: each must reach the stated figure.
 * Performance is timed on a machine shared with other work, so the document gives a
 * range for it; it must reach its target, unless the host is too slow or too busy for
 * the figure to mean anything (then it is printed, not held). The app serves the client's production
 * build (`pnpm test` builds it before the browser suite) with the demo data, as bench web's
 * own server does.
 */
describe.skipIf(!chromiumPath)('Lighthouse on the landing', () => {
  it('keeps every score docs/BENCHMARKS.md states', async () => {
    const stated = statedScores(fs.readFileSync(path.join(root, 'docs/BENCHMARKS.md'), 'utf8'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-lighthouse-'));
    const reportFile = path.join(dir, 'landing.json');
    const server = await startServer({ demo: true });
    try {
      const { output } = await benchWeb(server.baseUrl, reportFile);
      expect(fs.existsSync(reportFile), output).toBe(true);
      const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
        categories: Record<string, { score: number | null }>;
        environment: { benchmarkIndex: number };
      };
      const below: string[] = [];
      for (const [label, id] of Object.entries(CATEGORIES) as [Label, string][]) {
        const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const floor = label === 'performance' ? stated[label].target : stated[label].stated;
        if (score >= floor) continue;
        const busy = os.loadavg()[0]! / os.cpus().length;
        if (
          label === 'performance' &&
          (lhr.environment.benchmarkIndex < SLOW_HOST_INDEX || busy > BUSY_LOAD_PER_CORE)
        ) {
          console.warn(
            `performance ${score} < ${floor} not held against the landing: Lighthouse measured ` +
              `this host's CPU at ${lhr.environment.benchmarkIndex} (its own "slower CPU than ` +
              `expected" warning is under ${SLOW_HOST_INDEX}) with a load of ` +
              `${busy.toFixed(1)} per core — the machine is busy, rerun when it is not.`,
          );
          continue;
        }
        below.push(`${label} ${score} < ${floor}`);
      }
      expect(below, output).toEqual([]);
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
