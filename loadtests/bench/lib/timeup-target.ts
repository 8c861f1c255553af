// What the time-up bench runs against: one server (and in scaled mode one worker) as child
// processes, or `--mode cluster`: nginx, two API instances and two workers, one of which
// the bench SIGKILLs in the middle of the wave.
import path from 'node:path';
import { sigkill, startBenchCluster } from './bench-cluster';
import { reloadNginxWorkers } from './nginx-workers';
import {
  descendantsOf,
  freePort,
  repoRoot,
  spawnBundle,
  waitForHttp,
  waitForOutput,
  type Child,
} from './processes';
import type { PidNames } from './report';
import { benchServerEnv, type BenchDatabase } from './setup';
import { openFiles } from './sockets-report';

export type TimeupMode = 'embedded' | 'scaled' | 'cluster';

export type Target = {
  baseUrl: string;
  /** Every process to account CPU to, by name (the load generator included). */
  names: PidNames;
  /** The API processes, whose memory the sockets take. */
  apiPids: number[];
  /** Cluster mode: SIGKILLs one worker and answers its name; elsewhere null. */
  killOneWorker: (() => string) | null;
  /** Stops what was started; safe to call twice. The database stays. */
  stop(): Promise<void>;
  /** Warnings the server logged (single-process modes), for the report. */
  warnings(): string | null;
};

export async function startTarget(
  mode: TimeupMode,
  database: BenchDatabase,
  candidates: number,
  registerStop: (stop: () => Promise<void>) => void,
): Promise<Target> {
  const names: PidNames = new Map([[process.pid, 'load generator']]);
  const env = benchServerEnv({ candidates, pool: null }, database);
  if (mode === 'cluster') {
    const cluster = await startBenchCluster({
      apis: 2,
      workers: 2,
      port: null,
      env,
      registerDown: registerStop,
    });
    // Every candidate holds a socket through nginx, two files each: where one worker's
    // file limit is short of them (20,000 on the development VM), nginx gets more workers.
    const nginxPid = cluster.processes.find((proc) => proc.role === 'nginx')!.pid;
    const { limit } = openFiles(descendantsOf(nginxPid)[0]!);
    const needed = Math.ceil((2 * candidates + 512) / limit);
    if (needed > 1) await reloadNginxWorkers(cluster.dir, nginxPid, needed);
    const counters = new Map<string, number>();
    for (const proc of cluster.processes) {
      const n = (counters.get(proc.role) ?? 0) + 1;
      counters.set(proc.role, n);
      names.set(proc.pid, proc.role === 'nginx' ? 'nginx' : `${proc.role}-${n}`);
    }
    const workers = cluster.processes.filter((proc) => proc.role === 'worker');
    return {
      baseUrl: cluster.baseUrl,
      names,
      apiPids: cluster.processes.filter((proc) => proc.role === 'api').map((proc) => proc.pid),
      killOneWorker: () => {
        sigkill(workers[0]!);
        return names.get(workers[0]!.pid)!;
      },
      stop: () => cluster.down(),
      warnings: () => null,
    };
  }

  const children: Child[] = [];
  const stop = async () => {
    for (const child of [...children].reverse())
      if (child.process.exitCode === null) await child.stop(5000);
  };
  registerStop(stop);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnBundle('server', path.join(repoRoot, 'server/dist/main.js'), {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    ...env,
  });
  children.push(server);
  const worker =
    mode === 'scaled'
      ? spawnBundle('worker', path.join(repoRoot, 'workers/dist/main.js'), database.env)
      : null;
  if (worker) children.push(worker);
  await waitForHttp(`${baseUrl}/readyz`, server);
  if (worker) await waitForOutput(worker, /worker ready/);
  for (const child of children) names.set(child.process.pid!, child.name);
  return {
    baseUrl,
    names,
    apiPids: [server.process.pid!],
    killOneWorker: null,
    stop,
    warnings: () => (server.warnings() > 0 ? server.tail().slice(-4000) : null),
  };
}
