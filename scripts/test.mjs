#!/usr/bin/env node
// `pnpm test` — the whole test suite, one package after another, with a summary.
//
// Services: PostgreSQL and Redis come from TEST_DATABASE_URL / TEST_REDIS_URL. When they
// are unset and a Docker engine answers, testcontainers starts both; otherwise those paths
// are SKIPPED and this script says so loudly. Browser tests need Chromium
// (PUPPETEER_EXECUTABLE_PATH or a chromium on PATH); without one they are skipped, loudly.
//
// `pnpm test server e2e` runs only the named suites.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.mjs';

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

function runSuite(name, reportFile) {
  if (name === 'e2e') {
    const build = spawnSync('pnpm', ['--filter', '@gabaritei/client', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) return { status: build.status ?? 1 };
  }
  const run = spawnSync(
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
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  );
  return { status: run.status ?? 1 };
}

/** Counts of one suite's JSON report, and of its tests per back-end path (by their titles). */
function readCounts(reportFile) {
  const counts = { passed: 0, failed: 0, skipped: 0, paths: {} };
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return counts;
  }
  counts.passed = report.numPassedTests ?? 0;
  counts.failed = report.numFailedTests ?? 0;
  counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const name = [...(test.ancestorTitles ?? []), test.title].join(' ').toLowerCase();
      const path = /postgres/.test(name)
        ? 'postgres'
        : /redis|bullmq|cross-instance/.test(name)
          ? 'redis'
          : /pglite/.test(name)
            ? 'pglite'
            : null;
      if (!path) continue;
      const bucket = (counts.paths[path] ??= { passed: 0, skipped: 0 });
      if (test.status === 'passed') bucket.passed++;
      else if (test.status === 'skipped' || test.status === 'pending') bucket.skipped++;
    }
  }
  return counts;
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
  const rows = [];
  let failedSuites = 0;
  for (const suite of suites) {
    console.info(`\n▶ ${suite}`);
    const reportFile = path.join(dir, `${suite}.json`);
    const { status } = runSuite(suite, reportFile);
    const counts = readCounts(reportFile);
    if (status !== 0) failedSuites++;
    rows.push({ suite, ...counts, status: status === 0 ? 'ok' : 'FAILED' });
  }
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);

  console.info('\nSummary');
  console.info('suite     passed  failed  skipped  status');
  for (const r of rows) {
    console.info(
      `${r.suite.padEnd(9)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.status}`,
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
