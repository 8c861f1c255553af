import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Rebuilds the production bundles the bench runs (esbuild, about a second each), so the
 * numbers are always those of the code in the working tree, never of a stale dist/.
 */
export function buildBundles(packages: Array<'server' | 'workers'>): void {
  for (const pkg of packages) {
    const run = spawnSync(process.execPath, [path.join(repoRoot, pkg, 'build.mjs')], {
      cwd: path.join(repoRoot, pkg),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`building ${pkg}/dist failed (exit ${run.status})`);
  }
}

/**
 * A free port to listen on, below the kernel's ephemeral range when it is known: a port
 * the OS hands out for listen(0) is one of those it also gives outgoing connections, and a
 * bench opens tens of thousands of them (sockets, nginx's upstream, the pools), so such a
 * port could be taken between this check and the server's listen.
 */
export async function freePort(): Promise<number> {
  const low = ephemeralLow();
  if (low !== null && low > 2048) {
    const floor = Math.max(1024, low - 8192);
    for (let attempt = 0; attempt < 64; attempt++) {
      const port = floor + Math.floor(Math.random() * (low - floor));
      if (await listensFreely(port)) return port;
    }
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function ephemeralLow(): number | null {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    const value = Number(low);
    return Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

function listensFreely(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export type Child = {
  name: string;
  process: ChildProcess;
  /** The last 64 KiB of its output, for error reports. */
  tail(): string;
  /** Lines that pino logged at warn or above (LOG_LEVEL=warn prints nothing else). */
  warnings(): number;
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `timeoutMs`; resolves with the exit code or signal. */
  stop(timeoutMs?: number): Promise<number | string>;
};

/** Runs a bundle with plain node: only PATH and HOME are inherited, plus `env`. */
export function spawnBundle(
  name: string,
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Child {
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let warnings = 0;
  const collect = (chunk: Buffer) => {
    const s = chunk.toString('utf8');
    // The bench serves the API only, on purpose: that notice is not a problem.
    warnings += s
      .split('\n')
      .filter((l) => /"level":(40|50|60)/.test(l) && !l.includes('client build not found')).length;
    text = (text + s).slice(-65_536);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    name,
    process: child,
    tail: () => text,
    warnings: () => warnings,
    exited,
    stop: async (timeoutMs = 20_000) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Polls a URL until it answers 200, failing early when the child exits. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | string | null = null;
  void child.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`${child.name} exited (${exitCode}) before answering:\n${child.tail()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the child prints a line matching `pattern`. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(child.tail())) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited before ${pattern}:\n${child.tail()}`);
    }
    if (Date.now() > deadline) throw new Error(`${child.name}: no ${pattern} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * CPU time (ms) of processes and of the whole machine, from /proc (Linux only; zeros
 * elsewhere). Lets the report say who used the cores during each phase: the server, the
 * worker, the load generator, PostgreSQL and Redis — and anything else running on the
 * machine, which a benchmark must know about.
 */
export type CpuSnapshot = {
  at: number;
  machineBusyMs: number;
  processes: Map<number, number>;
  services: Map<string, number>;
};

const TICK_MS = 10; // USER_HZ is 100 on Linux
const SERVICES: Record<string, string> = { postgres: 'PostgreSQL', 'redis-server': 'Redis' };

function processCpuMs(pid: number | string): { name: string; ms: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** The pids of a process's children, grandchildren… (the bench's own esbuild, say). */
export function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // exited meanwhile
      }
    }
  } catch {
    return [];
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function cpuSnapshot(pids: number[]): CpuSnapshot {
  const processes = new Map<number, number>();
  for (const pid of pids) processes.set(pid, processCpuMs(pid)?.ms ?? 0);
  const services = new Map<string, number>();
  let machineBusyMs = 0;
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cpu = processCpuMs(entry);
      const service = cpu && SERVICES[cpu.name];
      if (service) services.set(service, (services.get(service) ?? 0) + cpu.ms);
    }
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.split(/\s+/).slice(1);
    const [user, nice, system, , , irq, softirq, steal] = cpu.map(Number);
    machineBusyMs = (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
  } catch {
    // not Linux
  }
  return { at: performance.now(), machineBusyMs, processes, services };
}

/** Cores used (1.0 = one core busy) between two snapshots: by pid, by service, in all. */
export function cpuBetween(from: CpuSnapshot, to: CpuSnapshot) {
  const wall = to.at - from.at;
  const perPid = new Map<number, number>();
  for (const [pid, ms] of to.processes) {
    // A process that died in between reads 0 at the end: count nothing rather than less.
    perPid.set(pid, Math.max(0, (ms - (from.processes.get(pid) ?? 0)) / wall));
  }
  const perService = new Map<string, number>();
  for (const [name, ms] of to.services) {
    // A process that exited in between makes the sum shrink: never report less than 0.
    perService.set(name, Math.max(0, (ms - (from.services.get(name) ?? 0)) / wall));
  }
  return { machine: (to.machineBusyMs - from.machineBusyMs) / wall, perPid, perService };
}
