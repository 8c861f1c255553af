#!/usr/bin/env node
// `pnpm cluster up|status|down`: the scaled topology on one machine, without Docker —
// nginx in front of N API instances and M workers, plain processes on loopback ports,
// logs and state under .cluster/ (docs/OPERATIONS.md, "The cluster on one machine").
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clusterValues, renderNginxConfig } from './nginx-config.mjs';
import { alertmanagerPort, writeAlertmanagerConfig } from './alertmanager-config.mjs';
import {
  monitoringCommands,
  workerMetricsPorts,
  writePrometheusConfig,
} from './prometheus-config.mjs';
import { status } from './status.mjs';
import { restart, rollout } from './rollout.mjs';
import {
  ensureBuild,
  ensureDatabase,
  ensureNginx,
  LOCAL_REDIS,
  migrate,
  redisAnswers,
} from './prepare.mjs';
import {
  answers200,
  isOurs,
  portIsFree,
  spawnLogged,
  stopProcesses,
  waitReady,
  waitUntil,
} from './processes.mjs';
import { clusterDir, clusterEnv, readState, removeState, root, writeState } from './state.mjs';

const USAGE = `usage: pnpm cluster up [--api N] [--workers M] [--port P] [--first-api-port F] [--database NAME] [--install-nginx]
       pnpm cluster status [--json]
       pnpm cluster start NAME   (starts again a process of the cluster that died, e.g. api-1)
       pnpm cluster rollout      (after a git pull: build, migrate, restart each process in turn)
       pnpm cluster down`;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: '2' },
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: '8080' },
    'first-api-port': { type: 'string', default: '3101' },
    database: { type: 'string', default: 'gabaritei_cluster' },
    json: { type: 'boolean', default: false },
    'install-nginx': { type: 'boolean', default: false },
  },
});

const commands = {
  up,
  status: () => status(args.json, running),
  start: startAgain,
  rollout: rolloutCommand,
  down,
};
const command = commands[positionals[0]];
if (!command) {
  console.error(USAGE);
  process.exit(positionals[0] ? 1 : 0);
}
command().catch((error) => {
  console.error(`cluster ${positionals[0]}: ${error.message}`);
  process.exit(1);
});

function count(name, min, max) {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** The processes of a state that are still running, in the order they should stop. */
function running(state) {
  const order = { nginx: 0, api: 1, worker: 2 };
  return (state?.processes ?? [])
    .filter((p) => isOurs(p.pid, p.marker))
    .sort((a, b) => order[a.role] - order[b.role]);
}

async function up() {
  const apis = count('api', 1, 16);
  const workers = count('workers', 0, 16);
  const port = count('port', 1, 65535);
  const firstApiPort = count('first-api-port', 1, 65535 - apis);
  if (running(readState()).length > 0) {
    throw new Error('already up (pnpm cluster status); run pnpm cluster down first');
  }
  removeState();
  const apiPorts = Array.from({ length: apis }, (_, i) => firstApiPort + i);
  // Each worker serves its /metrics on a port of its own: one METRICS_PORT for all of
  // them would make the second fail to bind.
  const metricsPorts = workerMetricsPorts(workers, firstApiPort);
  for (const p of [port, ...apiPorts, ...metricsPorts]) {
    if (!(await portIsFree(p))) throw new Error(`port ${p} is in use`);
  }
  // Installing a system package is the operator's call: only when asked to.
  const nginx = ensureNginx({ install: args['install-nginx'] });
  if (!nginx) {
    throw new Error(
      args['install-nginx']
        ? 'nginx is not installed and apt-get could not install it'
        : 'nginx is not installed: sudo apt-get install nginx (or pnpm cluster up --install-nginx)',
    );
  }
  const redisUrl = process.env.REDIS_URL || LOCAL_REDIS;
  if (!(await redisAnswers(redisUrl))) throw new Error(`Redis at ${redisUrl} does not answer`);
  const database = await ensureDatabase(args.database);
  ensureBuild();
  migrate(database.url);

  const baseUrl = `http://127.0.0.1:${port}`;
  const state = { baseUrl, startedAt: new Date().toISOString(), processes: [] };
  const nginxDir = path.join(clusterDir, 'nginx');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(nginxDir, 'temp', dir), { recursive: true });
  }
  // The cluster's own database gets a Redis namespace of its own: another deployment on
  // the same Redis with the default prefix must not take its jobs or hear its events.
  const redisPrefix =
    process.env.REDIS_PREFIX || (database.owned ? `gabaritei-${args.database}` : 'gabaritei');
  Object.assign(state, { databaseUrl: database.url, redisUrl, redisPrefix });
  const env = clusterEnv(state);
  const start = (proc, command, commandArgs, extraEnv) => {
    const logFile = path.join(clusterDir, `${proc.name}.log`);
    const logOffset = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
    const pid = spawnLogged(command, commandArgs, {
      cwd: root,
      env: { ...env, ...extraEnv },
      logFile,
    });
    const entry = { ...proc, pid, logFile, logOffset, command, args: commandArgs, extraEnv };
    state.processes.push(entry);
    writeState(state); // at once, so `down` can stop it even if `up` fails later
    return entry;
  };

  try {
    const serverBundle = path.join(root, 'server/dist/main.js');
    for (const [i, apiPort] of apiPorts.entries()) {
      const name = `api-${i + 1}`;
      start(
        { role: 'api', name, port: apiPort, marker: serverBundle },
        process.execPath,
        ['--enable-source-maps', serverBundle],
        {
          PORT: String(apiPort),
          INSTANCE_ID: name,
          // One instance seeds the demo data of the cluster's own database; the others would
          // only find it there (the seed is idempotent, this just avoids the contention).
          DEMO_SEED: process.env.DEMO_SEED ?? String(database.owned && i === 0),
        },
      );
    }
    const workerBundle = path.join(root, 'workers/dist/main.js');
    for (let i = 0; i < workers; i++) {
      start(
        {
          role: 'worker',
          name: `worker-${i + 1}`,
          port: null,
          metricsPort: metricsPorts[i],
          marker: workerBundle,
        },
        process.execPath,
        ['--enable-source-maps', workerBundle],
        { INSTANCE_ID: `worker-${i + 1}`, METRICS_PORT: String(metricsPorts[i]) },
      );
    }
    console.info(`waiting for ${apis} API instance(s) and ${workers} worker(s)…`);
    for (const proc of state.processes) await waitReady(proc);

    const confPath = path.join(nginxDir, 'nginx.conf');
    const values = clusterValues({
      dir: nginxDir,
      logDir: clusterDir,
      port,
      apiPorts,
      runAsRoot: process.getuid?.() === 0,
    });
    fs.writeFileSync(confPath, renderNginxConfig(values));
    writePrometheusConfig(clusterDir, apiPorts, metricsPorts, alertmanagerPort());
    writeAlertmanagerConfig(clusterDir);
    const nginxArgs = ['-p', nginxDir, '-e', path.join(clusterDir, 'nginx.log'), '-c', confPath];
    const proc = start({ role: 'nginx', name: 'nginx', port, marker: confPath }, nginx, nginxArgs);
    if (!(await waitUntil(() => answers200(`${baseUrl}/readyz`), 15_000))) {
      throw new Error(`nginx did not answer on ${baseUrl}: see ${proc.logFile}`);
    }
  } catch (error) {
    await stopProcesses(running(state));
    removeState();
    throw error;
  }
  const logs = clusterDir.startsWith(root) ? path.relative(root, clusterDir) : clusterDir;
  console.info(`Gabaritei cluster up at ${baseUrl} (logs in ${logs}/)`);
  for (const line of monitoringCommands(logs, alertmanagerPort())) console.info(`  ${line}`);
  for (const p of state.processes) {
    const where = p.port ?? (p.metricsPort ? `metrics ${p.metricsPort}` : '');
    console.info(`  ${p.name.padEnd(9)} pid ${String(p.pid).padEnd(8)} ${where}`);
  }
}

/** Starts again, as `up` did, one process of the cluster that is gone (killed, crashed). */
async function startAgain() {
  const state = readState();
  const proc = state?.processes.find((p) => p.name === positionals[1]);
  if (!proc) throw new Error(`no process named ${positionals[1]} (pnpm cluster status)`);
  if (isOurs(proc.pid, proc.marker)) throw new Error(`${proc.name} is running (pid ${proc.pid})`);
  await restart(state, proc);
  console.info(`${proc.name} started again: pid ${proc.pid}`);
}

/** The rolling upgrade (rollout.mjs): migrate, then each instance and worker in turn. */
async function rolloutCommand() {
  const state = readState();
  if (!state) throw new Error(`the cluster is down (no ${path.join(clusterDir, 'state.json')})`);
  await rollout(state);
}

async function down() {
  const state = readState();
  if (!state) {
    console.info(`nothing to stop (no ${path.join(clusterDir, 'state.json')})`);
    return;
  }
  const alive = running(state);
  // nginx first (no new requests), then the API instances, then the workers, whose own
  // shutdown lets running jobs finish within 30 s.
  const killed = [
    ...(await stopProcesses(alive.filter((p) => p.role !== 'worker'))),
    ...(await stopProcesses(
      alive.filter((p) => p.role === 'worker'),
      35_000,
    )),
  ];
  removeState();
  console.info(
    `stopped ${alive.length} process(es)${killed.length ? `; killed ${killed.join(', ')}` : ''}`,
  );
}
