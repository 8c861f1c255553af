// `pnpm cluster status [--json]`: what .cluster/state.json started and whether each
// process is still up (an API instance: whether /readyz answers 200).
import path from 'node:path';
import { answers200, rotatorAlive } from './processes.mjs';
import { clusterDir, publicStatus, readState, root } from './state.mjs';

export async function status(json, running) {
  const state = readState();
  const alive = running(state);
  if (json) {
    const processes = state?.processes.filter((p) => alive.includes(p)) ?? [];
    const shown = { baseUrl: state?.baseUrl ?? null, processes };
    console.info(JSON.stringify(publicStatus(shown), null, 2));
    return;
  }
  if (!state) {
    console.info(`cluster is down (no ${path.join(clusterDir, 'state.json')})`);
    return;
  }
  console.info(`cluster at ${state.baseUrl}, started ${state.startedAt}`);
  for (const p of state.processes) {
    const up = alive.includes(p);
    const ready =
      up && p.role === 'api' ? await answers200(`http://127.0.0.1:${p.port}/readyz`) : up;
    // nginx writes its own log files; every other process writes through a rotator.
    const logsStopped = up && p.role !== 'nginx' && !rotatorAlive(p.logFile);
    const state = !up ? 'gone' : ready ? 'up' : 'not ready';
    const mark = logsStopped ? `${state}, NO LOGS (its log rotator died)` : state;
    console.info(
      `  ${p.name.padEnd(9)} pid ${String(p.pid).padEnd(8)} ${String(p.port ?? '').padEnd(6)} ${mark.padEnd(10)} ${path.relative(root, p.logFile)}`,
    );
  }
}
