#!/usr/bin/env node
// `pnpm test` — the whole test suite, with a summary. The server suite runs beside the
// others (shared, loadtests, client, then the browser tests), each suite's output printed
// whole when it ends; the Lighthouse test runs last, alone.
//
// Services: PostgreSQL and Redis come from TEST_DATABASE_URL / TEST_REDIS_URL. When they
// are unset and a Docker engine answers, testcontainers starts both; otherwise those paths
// are SKIPPED and this script says so loudly. Browser tests need Chromium
// (PUPPETEER_EXECUTABLE_PATH or a chromium on PATH); without one they are skipped, loudly.
//
// `pnpm test server e2e` runs only the named suites.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.mjs';
import { rerunAfterCrash } from './lib/rerun-after-crash.mjs';
import { mergeCounts, readCounts } from './lib/test-counts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = ['shared', 'loadtests', 'client', 'server', 'e2e'];
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const suites = wanted.length > 0 ? SUITES.filter((s) => wanted.includes(s)) : SUITES;
const warnings = [];
const cleanups = [];

function banner(text) {
  const line = '═'.repeat(Math.min(78, text.length + 4));
  console.warn(`\n${line}\n  ${text}\n${line}`);
}

async function provideServices() {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) return;
  const docker = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 });
  if (docker.status === 0) {
    try {
      const { GenericContainer, Wait } = await import('testcontainers');
      if (!process.env.TEST_DATABASE_URL) {
        const pg = await new GenericContainer('postgres:16-alpine')
          .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
          .withExposedPorts(5432)
          .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
          .start();
        cleanups.push(() => pg.stop());
        process.env.TEST_DATABASE_URL = `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
        console.info(`PostgreSQL from testcontainers: ${process.env.TEST_DATABASE_URL}`);
      }
      if (!process.env.TEST_REDIS_URL) {
        const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
        cleanups.push(() => redis.stop());
        process.env.TEST_REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
        console.info(`Redis from testcontainers: ${process.env.TEST_REDIS_URL}`);
      }
      return;
    } catch (error) {
      warnings.push(`testcontainers failed (${error instanceof Error ? error.message : error}).`);
    }
  }
  if (!process.env.TEST_DATABASE_URL) {
    warnings.push(
      'PostgreSQL path SKIPPED: TEST_DATABASE_URL unset and no Docker engine for testcontainers.',
    );
  }
  if (!process.env.TEST_REDIS_URL) {
    warnings.push(
      'Redis / BullMQ / Socket.IO-adapter paths SKIPPED: TEST_REDIS_URL unset and no Docker engine.',
    );
  }
}

/** The suites' processes still running, stopped with this script. */
const running = new Set();

/** Runs a command, its output in `logFile`; resolves with its exit status. */
function runLogged(command, args, logFile, env = process.env) {
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env });
    running.add(child);
    child.once('exit', () => running.delete(child));
    child.once('error', (error) => {
      fs.appendFileSync(logFile, `${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      fs.closeSync(out);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** `vitest run` of one package, with the JSON report the summary reads. */
function vitest(name, reportFile, logFile, extra = []) {
  return runLogged(
    'pnpm',
    [
      '--filter',
      `@gabaritei/${name}`,
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...extra,
    ],
    logFile,
  );
}

/**
 * Lighthouse times the landing: it runs alone after the rest, on a quiet machine, or its
 * performance score would measure the other suites (see its test).
 */
const LIGHTHOUSE = 'src/lighthouse.e2e.test.ts';

/** One suite: its status and the JSON reports it wrote (e2e writes two). */
async function runSuite(name, dir, phase) {
  const logFile = path.join(dir, `${name}${phase === 'last' ? '-lighthouse' : ''}.log`);
  const reportFile = (tag = '') => path.join(dir, `${name}${tag}.json`);
  if (name !== 'e2e') {
    const status = await vitest(name, reportFile(), logFile);
    if (status === 0) return { status, reports: [reportFile()] };
    return rerunAfterCrash({ name, dir, logFile, status, root, warnings, vitest });
  }
  if (phase === 'last') {
    const status = await vitest(name, reportFile('-lighthouse'), logFile, [LIGHTHOUSE]);
    return { status, reports: [reportFile('-lighthouse')] };
  }
  // A client build of the run's own (the test servers read E2E_CLIENT_DIST), so a build of
  // client/dist beside the suite — CI's image tree and cluster smoke — never swaps it mid-run.
  const clientDist = path.join(dir, 'client-dist');
  const build = await runLogged(
    'pnpm',
    ['--filter', '@gabaritei/client', 'exec', 'vite', 'build', '--outDir', clientDist],
    logFile,
  );
  if (build !== 0) return { status: build, reports: [] };
  process.env.E2E_CLIENT_DIST = clientDist;
  const status = await vitest(name, reportFile(), logFile, [`--exclude=${LIGHTHOUSE}`]);
  return { status, reports: [reportFile()] };
}

async function main() {
  await provideServices();
  const chromium = findChromium();
  if (chromium) process.env.PUPPETEER_EXECUTABLE_PATH = chromium;
  else if (suites.includes('e2e')) {
    warnings.push(
      'Browser tests SKIPPED: no Chromium found (apt-get install chromium, or set PUPPETEER_EXECUTABLE_PATH).',
    );
  }
  for (const warning of warnings) banner(`⚠️  ${warning}`);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-test-'));
  const results = new Map();
  let failedSuites = 0;
  // Stopped from outside (a CI time-out): show what the unfinished suites printed so far.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.log'))) {
        console.info(`\n▶ ${file} (stopped by ${signal})`);
        process.stdout.write(fs.readFileSync(path.join(dir, file)));
      }
      for (const child of running) child.kill(signal);
      process.exit(1);
    });
  const runAndShow = async (suite, phase) => {
    const label = phase === 'last' ? `${suite} (${LIGHTHOUSE}, alone)` : suite;
    console.info(`▶ ${label} started, its output in ${dir}`);
    const started = Date.now();
    const { status, reports } = await runSuite(suite, dir, phase);
    const seconds = (Date.now() - started) / 1000;
    // The whole output of a suite at once, as it ends: two suites never interleave.
    const log = path.join(dir, `${suite}${phase === 'last' ? '-lighthouse' : ''}.log`);
    console.info(`\n▶ ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
    if (fs.existsSync(log)) process.stdout.write(fs.readFileSync(log));
    if (status !== 0) failedSuites++;
    const row = results.get(suite) ?? { suite, seconds: 0, reports: [], status: 'ok' };
    row.seconds += seconds;
    row.reports.push(...reports);
    if (status !== 0) row.status = 'FAILED';
    results.set(suite, row);
  };
  // Two lanes side by side: the server suite keeps two cores busy while the browser tests
  // mostly wait on pages and timers, so running them together takes minutes off the run
  // (docs/OPERATIONS.md, "Test-time budget"). Each suite's own worker count is unchanged.
  const lanes = [['server'], ['shared', 'loadtests', 'client', 'e2e']].map((lane) =>
    lane.filter((suite) => suites.includes(suite)),
  );
  await Promise.all(
    lanes.map(async (lane) => {
      for (const suite of lane) await runAndShow(suite, 'main');
    }),
  );
  // Not after a failed client build: there is no build to measure.
  if (results.get('e2e')?.reports.length) await runAndShow('e2e', 'last');
  const rows = suites.map((suite) => {
    const row = results.get(suite);
    return { ...row, ...mergeCounts(row.reports.map(readCounts)) };
  });
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);

  console.info('\nSummary');
  console.info('suite     passed  failed  skipped  status  seconds');
  for (const r of rows) {
    console.info(
      `${r.suite.padEnd(9)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.status.padEnd(6)}  ${r.seconds.toFixed(0).padStart(7)}`,
    );
  }
  const paths = {};
  for (const r of rows) {
    for (const [name, c] of Object.entries(r.paths ?? {})) {
      paths[name] ??= { passed: 0, skipped: 0 };
      paths[name].passed += c.passed;
      paths[name].skipped += c.skipped;
    }
  }
  console.info(
    'tests named after a back end (passed/skipped): ' +
      (Object.entries(paths)
        .map(([n, c]) => `${n} ${c.passed}/${c.skipped}`)
        .join(', ') || 'none'),
  );
  console.info(
    `paths: PostgreSQL ${process.env.TEST_DATABASE_URL ? 'covered' : 'SKIPPED'}, Redis ${process.env.TEST_REDIS_URL ? 'covered' : 'SKIPPED'}, browser ${chromium ? 'covered' : 'SKIPPED'}`,
  );
  for (const warning of warnings) console.warn(`⚠️  ${warning}`);
  const total = rows.reduce(
    (acc, r) => ({
      passed: acc.passed + r.passed,
      failed: acc.failed + r.failed,
      skipped: acc.skipped + r.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  // The plain closing line CI reads.
  console.info(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failedSuites > 0 || total.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
