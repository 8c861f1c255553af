/**
 * `pnpm bench reports [--reports N] [--participants N] [--questions N] [--pages N]
 * [--embedded] [--postgres-url URL]`: prints N PDF reports of one simulado the way a worker
 * does (the same renderer, one long-lived Chromium, a pool of `--pages` pages) and reports
 * the throughput, the render time percentiles with a warm browser and the peak memory of
 * the rendering process plus its Chromium. Defaults: 200 reports, 60 questions, 1,000
 * official participants, 2 pages, a fresh PostgreSQL database of the bench's own (as a
 * worker of the scaled mode uses); `--embedded` uses a PGlite instead, whose WASM heap then
 * counts in the process. PDFs go to a temporary directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../../server/src/clock';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createLogger } from '../../server/src/logger';
import { createBrowserPool } from '../../server/src/reports/browser-pool';
import { createReportRenderer } from '../../server/src/reports/report-renderer';
import { createReportStore } from '../../server/src/reports/report-store';
import { cpuBetween, cpuSnapshot, descendantsOf } from './lib/processes';
import { seedReportsFixture } from './lib/reports-seed';
import { createBenchDatabase } from './lib/setup';
import { LatencyRecorder, formatMs, mark, printTable } from './lib/stats';

const P95_TARGET_MS = 2_000;
const RSS_TARGET_BYTES = 1024 ** 3;
function text(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const options = {
  reports: flag('reports', 200),
  participants: flag('participants', 1000),
  questions: flag('questions', 60),
  pages: flag('pages', 2),
  mode: process.argv.includes('--embedded') ? ('embedded' as const) : ('scaled' as const),
  postgresUrl: text(
    'postgres-url',
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  ),
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const log = (line: string) => console.info(line);

/** Proportional set size of one process: shared pages split among their users. */
function pss(pid: number | 'self'): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0; // exited meanwhile
  }
}

/**
 * The rendering process's RSS, and its whole tree (Node + Chromium's processes) as PSS:
 * Chromium's processes share most of their pages, so adding their RSS would count the
 * same memory many times over.
 */
function treeMemory(): { own: number; total: number } {
  const own = process.memoryUsage().rss;
  const total = descendantsOf(process.pid).reduce((sum, pid) => sum + pss(pid), pss('self'));
  return { own, total };
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

async function main(): Promise<boolean> {
  log(
    `reports bench: ${options.reports} reports, ${options.questions} questions, ` +
      `${options.participants} participants, ${options.pages} pages, ${options.mode} database, ` +
      `${os.cpus().length} cores`,
  );
  const database = await createBenchDatabase(options);
  const handle = await database.open();
  log(`database: ${database.location}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-reports-'));
  const logger = createLogger({ logLevel: 'warn', env: 'production' });
  const pool = createBrowserPool({
    executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
    size: options.pages,
    logger,
  });
  const renderer = createReportRenderer({
    db: handle.db,
    clock: systemClock,
    logger,
    store: createReportStore({ db: handle.db, dir }),
    pool,
  });
  try {
    await migrateToLatest(handle.db);
    const seededAt = performance.now();
    const resultIds = await seedReportsFixture(handle.db, options);
    log(`seeded in ${formatMs(performance.now() - seededAt)}`);

    const coldAt = performance.now();
    await renderer.render(resultIds[0]!);
    const cold = performance.now() - coldAt;
    // Warm every page of the pool (each has its renderer process) before measuring.
    await Promise.all(resultIds.slice(0, options.pages).map((id) => renderer.render(id)));

    let peak = treeMemory();
    const sampler = setInterval(() => {
      const now = treeMemory();
      peak = { own: Math.max(peak.own, now.own), total: Math.max(peak.total, now.total) };
    }, 100);
    const latencies = new LatencyRecorder();
    const targets = Array.from(
      { length: options.reports },
      (_, i) => resultIds[i % resultIds.length]!,
    );
    let next = 0;
    let bytes = 0;
    // The renderer's processes (Node and the warm Chromium) are known after the first render.
    const own = [process.pid, ...descendantsOf(process.pid)];
    const cpuFrom = cpuSnapshot(own);
    const startedAt = performance.now();
    // As many renders in flight as the pool has pages: each waits only for its own page.
    await Promise.all(
      Array.from({ length: options.pages }, async () => {
        while (next < targets.length) {
          const resultId = targets[next++]!;
          const at = performance.now();
          bytes += (await renderer.render(resultId)).bytes;
          latencies.add(performance.now() - at);
        }
      }),
    );
    const elapsed = performance.now() - startedAt;
    clearInterval(sampler);
    const cpu = cpuBetween(cpuFrom, cpuSnapshot(own));
    const ownCores = [...cpu.perPid.values()].reduce((sum, cores) => sum + cores, 0);
    const cpuPerReport = (ownCores * elapsed) / latencies.count;
    const otherLoad = Math.max(0, cpu.machine - ownCores);

    const p95 = latencies.percentile(95);
    printTable('PDF reports (warm browser)', [
      ['figure', 'value', 'target', ''],
      [
        'reports rendered',
        String(latencies.count),
        String(options.reports),
        mark(latencies.count === options.reports),
      ],
      ['reports per second', (latencies.count / (elapsed / 1000)).toFixed(2), '—', '—'],
      ['first render (cold browser)', formatMs(cold), '—', '—'],
      ['p50 render', formatMs(latencies.percentile(50)), '—', '—'],
      ['p95 render', formatMs(p95), `< ${formatMs(P95_TARGET_MS)}`, mark(p95 < P95_TARGET_MS)],
      ['max render', formatMs(latencies.max()), '—', '—'],
      ['CPU per report, Node + Chromium', formatMs(cpuPerReport), '—', '—'],
      ['other load during the run', `${otherLoad.toFixed(2)} cores`, '—', '—'],
      ['mean PDF size', `${(bytes / latencies.count / 1024).toFixed(0)} KiB`, '—', '—'],
      ['peak RSS, Node process', mib(peak.own), '—', '—'],
      [
        'peak PSS, Node + Chromium',
        mib(peak.total),
        `< ${mib(RSS_TARGET_BYTES)}`,
        mark(peak.total < RSS_TARGET_BYTES),
      ],
    ]);
    return p95 < P95_TARGET_MS && peak.total < RSS_TARGET_BYTES;
  } finally {
    await renderer.close();
    await handle.close();
    await database.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
