// `pnpm cluster rollout`: the rolling upgrade of a running cluster, while candidates sit
// their exam. After a `git pull`: (1) build when the sources are newer than the bundles,
// (2) migrate first — migrations are written so that the old code still runs on the new
// schema (docs/OPERATIONS.md, "Upgrade") — then (3) each API instance in turn: SIGTERM
// (it drains: /readyz 503, the listener closes after 1 s, requests in flight finish, its
// sockets reconnect through nginx to the others), start it again on the new bundle, wait
// for /readyz, pause for its share of the sockets to settle; (4) each worker in turn: its
// running jobs finish (30 s at most), it starts again. nginx keeps running throughout.
import fs from 'node:fs';
import { ensureBuild, migrate } from './prepare.mjs';
import { isOurs, spawnLogged, stopProcesses, waitReady } from './processes.mjs';
import { clusterEnv, root, writeState } from './state.mjs';

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
  for (const role of ['api', 'worker']) {
    for (const proc of state.processes.filter((p) => p.role === role)) {
      const since = Date.now();
      // A worker lets its running jobs finish: up to 30 s, then 5 s more before SIGKILL.
      const killed = await stopProcesses([proc], role === 'worker' ? 35_000 : 15_000);
      await restart(state, proc);
      log(
        `  ${proc.name} restarted: pid ${proc.pid}, ${((Date.now() - since) / 1000).toFixed(1)} s` +
          (killed.length ? ' (had to be killed)' : ''),
      );
      // The sockets it held reconnect to the others; let them land before the next goes.
      if (role === 'api') await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    }
  }
  log(`rollout done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
