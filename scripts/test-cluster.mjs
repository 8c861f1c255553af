#!/usr/bin/env node
// `pnpm test:cluster`: the CI smoke of the cluster (docs/OPERATIONS.md, "The cluster smoke"). Starts a
// Redis and a PostgreSQL of its own (scripts/cluster/own-services.mjs: steps 6 and 7 stop
// them mid-exam), brings `pnpm cluster up` on ports and a database of its own (18080,
// 18101…, database gabaritei_cluster_test), then: steps 1 and 2
// (loadtests/cluster/smoke.ts), the k6 scripts at small scale through the compatibility
// runner, steps 3 to 7 and step 9, the rolling upgrade (loadtests/cluster/failures.ts),
// and step 8 — `pnpm cluster down`
// leaves none of the processes it started. Without redis-server or PostgreSQL 15's
// binaries it runs on TEST_DATABASE_URL / TEST_REDIS_URL and skips steps 6 and 7, saying
// why; the whole smoke is skipped, saying why, only when nginx, PostgreSQL or Redis
// cannot be had.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownServicesMissing, startOwnServices, stopOwnServices } from './cluster/own-services.mjs';
import { ensureNginx, redisAnswers } from './cluster/prepare.mjs';
import { isOurs } from './cluster/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 18080;
const DATABASE = 'gabaritei_cluster_test';
const PREFIX = `gabaritei-${DATABASE}`;
let adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
let redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const databaseUrlOn = (url) => Object.assign(new URL(url), { pathname: `/${DATABASE}` }).toString();
const requireFrom = (pkg) => createRequire(path.join(root, pkg, 'package.json'));
const pg = requireFrom('server')('pg');

const results = [];
const record = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.info(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function skipReason() {
  if (!ensureNginx({ install: true }))
    return 'nginx is not installed and apt-get could not install it';
  try {
    await adminQuery('select 1');
  } catch (error) {
    return `PostgreSQL at ${adminUrl} does not answer (${error.message})`;
  }
  if (!(await redisAnswers(redisUrl))) return `Redis at ${redisUrl} does not answer`;
  return null;
}

async function removeRedisKeys() {
  const { Redis } = requireFrom('loadtests')('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

function clusterStatus() {
  const status = spawnSync('node', ['scripts/cluster/cli.mjs', 'status', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(status.stdout);
}

async function main() {
  record(
    'infra/nginx/nginx.conf is the rendered template',
    run('node', ['scripts/cluster/nginx-config.mjs', '--check']).status === 0,
  );
  const missing = ownServicesMissing();
  if (missing) {
    console.warn(`\n⚠️  steps 6 and 7 will be SKIPPED: ${missing}.`);
  } else {
    ({ postgresUrl: adminUrl, redisUrl } = await startOwnServices());
    console.info(`own PostgreSQL at ${adminUrl}, own Redis at ${redisUrl}`);
  }
  try {
    return await smoke(missing);
  } finally {
    if (!missing) await stopOwnServices();
  }
}

async function smoke(ownServicesMissing) {
  const reason = await skipReason();
  if (reason) {
    console.warn(`\n⚠️  SKIPPED the cluster smoke: ${reason}.`);
    return results.every((r) => r.ok);
  }
  const databaseUrl = databaseUrlOn(adminUrl);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-cluster-test-'));
  const clusterEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: PREFIX,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    // Every simulated candidate signs in from 127.0.0.1.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    // Step 4: a SIGKILLed worker's jobs are taken back within seconds, not BullMQ's 30 s.
    JOB_LOCK_DURATION_MS: '3000',
  };
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  let started = [];
  try {
    const up = run(
      'node',
      ['scripts/cluster/cli.mjs', 'up', '--port', String(PORT), '--first-api-port', '18101'],
      clusterEnv,
    );
    if (up.status !== 0) {
      record('pnpm cluster up', false, 'see .cluster/*.log');
      return false;
    }
    const status = clusterStatus();
    started = status.processes;
    record('pnpm cluster up', started.length === 4, `${started.length} processes`);

    const fixtureFile = path.join(work, 'fixture.json');
    const tsx = ['--silent', '--filter', '@gabaritei/server', 'exec', 'tsx'];
    const smoke = run('pnpm', [...tsx, path.join(root, 'loadtests/cluster/smoke.ts')], {
      BASE_URL: status.baseUrl,
      DATABASE_URL: databaseUrl,
      FIXTURE_OUT: fixtureFile,
      // Steps 5 and 10 are 200 candidates each.
      CANDIDATES: '200',
    });
    record('steps 1 and 2 (loadtests/cluster/smoke.ts)', smoke.status === 0);
    if (fs.existsSync(fixtureFile)) {
      const fixture = JSON.parse(fs.readFileSync(fixtureFile, 'utf8'));
      // CLUSTER_STEPS=9 (say): only those of steps 3 to 9, without the k6 scripts, to check one.
      const only = process.env.CLUSTER_STEPS;
      if (!only) for (const [name, ok] of await runK6(status.baseUrl, fixture)) record(name, ok);
      const steps = only || (ownServicesMissing ? '3,4,5,9,10,13' : '3,4,5,6,7,9,10,11,12,13');
      const failures = run('pnpm', [...tsx, path.join(root, 'loadtests/cluster/failures.ts')], {
        DATABASE_URL: databaseUrl,
        FIXTURE: fixtureFile,
        STEPS: steps,
        ...clusterEnv,
      });
      record(`steps ${steps} (loadtests/cluster/failures.ts)`, failures.status === 0);
    }
  } finally {
    const down = run('node', ['scripts/cluster/cli.mjs', 'down']);
    // Any process, whatever its command line now: none of those pids may be running.
    const left = started.filter((p) => isOurs(p.pid, ''));
    record(
      '8. pnpm cluster down leaves no process behind',
      down.status === 0 && started.length > 0 && left.length === 0,
      left.length ? `still running: ${left.map((p) => `${p.role} ${p.pid}`).join(', ')}` : '',
    );
    await adminQuery(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
    await removeRedisKeys().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
  return results.every((r) => r.ok);
}

/** The k6 scripts, small, through loadtests/k6-compat (no k6 binary can be installed). */
async function runK6(baseUrl, fixture) {
  const k6 = (script, env) =>
    new Promise((resolve) => {
      const args = ['loadtests/k6-compat/run.mjs', `loadtests/k6/${script}`];
      // Latency targets ×10 by default (K6_LATENCY_SCALE): a few VUs in Node threads on a
      // shared 2-core machine measure the machine; errors, checks and events stay exact.
      const scale = process.env.K6_LATENCY_SCALE || '10';
      const all = { BASE_URL: baseUrl, LATENCY_SCALE: scale, ...fixture, ...env };
      for (const [k, v] of Object.entries(all)) {
        args.push('-e', `${k}=${v}`);
      }
      const child = spawn('node', args, { cwd: root, stdio: 'inherit' });
      child.on('exit', (code) => resolve([`k6 ${script} (k6-compat)`, code === 0]));
    });
  const smoke = await k6('smoke.ts', { VUS: '2', DURATION_S: '3' });
  // The watchers listen while the candidates arrive, answer and submit.
  const examDay = await Promise.all([
    k6('exam-day.ts', { ANSWERS: '10', MEAN_THINK_S: '0.2', ARRIVAL_S: '6', RAMP_S: '3' }),
    k6('ranking-watchers.ts', { WATCHERS: '5', WATCH_S: '15' }),
  ]);
  const reports = await k6('report-downloads.ts', { REPORTS: '5' });
  return [smoke, ...examDay, reports];
}

main().then(
  (ok) => {
    console.info(ok ? '\ncluster smoke passed' : '\ncluster smoke FAILED');
    process.exit(ok ? 0 : 1);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
