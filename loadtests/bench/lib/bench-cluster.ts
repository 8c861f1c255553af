/**
 * The exam bench's cluster (`--mode cluster`): `pnpm cluster up` itself (scripts/cluster),
 * run with a state directory of its own (CLUSTER_DIR), so a developer's `.cluster/` and
 * the cluster it describes are left alone, on the bench's database and Redis prefix.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isOurs, portIsFree } from '../../../scripts/cluster/processes.mjs';
import { freePort, repoRoot } from './processes';

export type ClusterProcess = { role: 'api' | 'worker' | 'nginx'; pid: number; port: number | null };

export type BenchCluster = {
  /** CLUSTER_DIR: state, nginx's config and one log per process. */
  dir: string;
  baseUrl: string;
  processes: ClusterProcess[];
  /** `pnpm cluster down` on this cluster; safe to call twice, or after a failed `up`. */
  down(): Promise<void>;
  /**
   * Requests nginx could not get an answer for from an instance so far (its error log):
   * each was passed to the next instance or failed, as the template's rules say.
   */
  upstreamErrors(): number;
};

const cli = path.join(repoRoot, 'scripts/cluster/cli.mjs');

function runCli(args: string[], env: Record<string, string>, capture = false) {
  return new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout }));
  });
}

/** A port P with P+1…P+apis free too (nginx on P, the instances after it). */
async function freePorts(apis: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    if (port + apis > 65535) continue;
    const next = await Promise.all(
      Array.from({ length: apis }, (_, i) => portIsFree(port + 1 + i)),
    );
    if (next.every(Boolean)) return port;
  }
  throw new Error('found no free run of ports for the cluster');
}

/**
 * Brings the cluster up: `apis` instances and `workers` workers behind nginx on `port`
 * (instances on port+1…; a free run of ports when `port` is null), with `env` (the
 * database, Redis, prefix, log level and rate limits) in every process. The returned
 * `down` must be called whatever happens, even when this throws.
 */
export async function startBenchCluster(options: {
  apis: number;
  workers: number;
  port: number | null;
  env: Record<string, string>;
  registerDown(down: () => Promise<void>): void;
}): Promise<BenchCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-bench-cluster-'));
  const env = { ...options.env, CLUSTER_DIR: dir };
  let stopped: Promise<void> | null = null;
  const down = () =>
    (stopped ??= runCli(['down'], env, true).then(({ code, stdout }) => {
      if (code !== 0) throw new Error(`pnpm cluster down exited ${code}: ${stdout}`);
    }));
  options.registerDown(down);

  const port = options.port ?? (await freePorts(options.apis));
  const up = await runCli(
    [
      'up',
      ...['--api', String(options.apis), '--workers', String(options.workers)],
      ...['--port', String(port), '--first-api-port', String(port + 1)],
    ],
    env,
  );
  if (up.code !== 0) throw new Error(`pnpm cluster up exited ${up.code}: see the logs in ${dir}`);
  const status = await runCli(['status', '--json'], env, true);
  const parsed = JSON.parse(status.stdout) as { baseUrl: string; processes: ClusterProcess[] };
  const upstreamErrors = () => {
    const file = path.join(dir, 'nginx.log');
    if (!fs.existsSync(file)) return 0;
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.includes('[error]')).length;
  };
  return { dir, baseUrl: parsed.baseUrl, processes: parsed.processes, down, upstreamErrors };
}

/** SIGKILL to one process of the cluster: no drain, no goodbye. */
export function sigkill(proc: ClusterProcess): void {
  if (isOurs(proc.pid, '')) process.kill(proc.pid, 'SIGKILL');
}
