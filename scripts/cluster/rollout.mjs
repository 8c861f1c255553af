// `pnpm cluster rollout`: the rolling upgrade of a running cluster, while candidates sit
// their exam. After a `git pull`: (1) build when the sources are newer than the bundles,
// (2) migrate first — migrations are written so that the old code still runs on the new
// schema (docs/OPERATIONS.md, "Upgrade") — then (3) each API instance in turn: SIGTERM
// (it drains: /readyz says 503, each response closes its connection, then its listener
// closes, so nginx's connects are refused and it sends those requests to another instance
// before anything reached this one; in-flight requests finish; its sockets reconnect
// through nginx to the others), started again on the new bundle, and a pause until nginx
// would try it again (its fail_timeout) before the next one goes; (4) each worker in
// turn: its running jobs finish (30 s at most), it starts again. nginx keeps running with
// the same configuration throughout: a reload closes candidates' idle kept-alive
// connections, and a save sent on one at that moment fails on the candidate's side.
import fs from 'node:fs';
import { FAIL_TIMEOUT_S } from './nginx-config.mjs';
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

/**
 * After an API instance is back: nginx may have counted its refused connects and leaves it
 * alone for FAIL_TIMEOUT_S; were the next one stopped before that, nginx would have no
 * instance to send to. Also the time for its share of the sockets to settle.
 */
const SETTLE_MS = Number(process.env.ROLLOUT_SETTLE_MS ?? (FAIL_TIMEOUT_S + 1) * 1000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const apis = state.processes.filter((p) => p.role === 'api');
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
      if (role === 'api' && proc !== apis.at(-1)) await sleep(SETTLE_MS);
    }
  }
  log(`rollout done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
