// `pnpm cluster rollout`: the rolling upgrade of a running cluster, while candidates sit
// their exam. After a `git pull`: (1) build when the sources are newer than the bundles,
// (2) migrate first — migrations are written so that the old code still runs on the new
// schema (docs/OPERATIONS.md, "Upgrade") — then (3) each API instance in turn: SIGTERM
// taken out of nginx's upstreams first (the configuration rendered without it, nginx
// reloaded: no new request reaches it, those in flight finish), then SIGTERM (it drains:
// its sockets reconnect through nginx to the others), started again on the new bundle,
// put back once /readyz answers, and a pause for its share of the sockets to settle; (4) each worker in turn: its
// running jobs finish (30 s at most), it starts again. nginx keeps running throughout.
import fs from 'node:fs';
import path from 'node:path';
import { clusterValues, renderNginxConfig } from './nginx-config.mjs';
import { ensureBuild, migrate } from './prepare.mjs';
import { isOurs, spawnLogged, stopProcesses, waitReady } from './processes.mjs';
import { clusterDir, clusterEnv, root, writeState } from './state.mjs';

/** Starts again, as `up` did, one process of the cluster, and waits until it is ready. */
export async function restart(state, proc) {
  proc.logOffset = fs.existsSync(proc.logFile) ? fs.statSync(proc.logFile).size : 0;
  proc.pid = spawnLogged(proc.command, proc.args, {
    cwd: root,
    env: { ...clusterEnv(state), ...proc.extraEnv },
    logFile: proc.logFile,
  });
  writeState(state);
  await waitReady(proc);
}

const SETTLE_MS = Number(process.env.ROLLOUT_SETTLE_MS ?? 3000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders nginx's configuration with these API ports only and reloads nginx (SIGHUP: new
 * workers take new requests, the old ones finish theirs and exit).
 */
async function routeTo(state, apiPorts) {
  const nginx = state.processes.find((p) => p.role === 'nginx');
  if (!nginx || !isOurs(nginx.pid, nginx.marker)) return;
  const values = clusterValues({
    dir: path.join(clusterDir, 'nginx'),
    logDir: clusterDir,
    port: Number(new URL(state.baseUrl).port),
    apiPorts,
    runAsRoot: process.getuid?.() === 0,
  });
  fs.writeFileSync(nginx.marker, renderNginxConfig(values));
  process.kill(nginx.pid, 'SIGHUP');
  // The reload takes effect once the new workers run; the old ones keep what they hold.
  await sleep(1000);
}

export async function rollout(state, log = console.info) {
  const gone = state.processes.filter((p) => p.role !== 'nginx' && !isOurs(p.pid, p.marker));
  if (gone.length > 0) {
    throw new Error(
      `${gone.map((p) => p.name).join(', ')} not running: pnpm cluster start NAME first`,
    );
  }
  ensureBuild();
  log('migrating first (the running code keeps working on the new schema)…');
  migrate(state.databaseUrl);
  const started = Date.now();
  const apiPorts = state.processes.filter((p) => p.role === 'api').map((p) => p.port);
  for (const role of ['api', 'worker']) {
    for (const proc of state.processes.filter((p) => p.role === role)) {
      const since = Date.now();
      if (role === 'api' && apiPorts.length > 1) {
        await routeTo(
          state,
          apiPorts.filter((port) => port !== proc.port),
        );
      }
      // A worker lets its running jobs finish: up to 30 s, then 5 s more before SIGKILL.
      const killed = await stopProcesses([proc], role === 'worker' ? 35_000 : 15_000);
      await restart(state, proc);
      if (role === 'api' && apiPorts.length > 1) await routeTo(state, apiPorts);
      log(
        `  ${proc.name} restarted: pid ${proc.pid}, ${((Date.now() - since) / 1000).toFixed(1)} s` +
          (killed.length ? ' (had to be killed)' : ''),
      );
      // The sockets it held reconnect to the others; let them land before the next goes.
      if (role === 'api') await sleep(SETTLE_MS);
    }
  }
  log(`rollout done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
