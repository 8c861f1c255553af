// Plain processes the cluster starts and stops: detached (they outlive `pnpm cluster up`),
// output appended to one log file each, and recognised again by their command line so
// `down` never signals a pid the system has since given to somebody else.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rotator = path.join(path.dirname(fileURLToPath(import.meta.url)), 'log-rotate.mjs');

/**
 * Starts `command args` in the background with stdout and stderr in `logFile`, through a
 * log-rotate.mjs process of its own that rotates the file by size and keeps a few old ones
 * (CLUSTER_LOG_MAX_BYTES, CLUSTER_LOG_KEEP). The pid returned is the command's.
 */
export function spawnLogged(command, args, { env, cwd, logFile }) {
  const logger = spawn(process.execPath, [rotator, logFile], {
    env,
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', logger.stdin, logger.stdin],
  });
  // Only the child holds the pipe now: when it exits, the rotator reads the end and exits.
  logger.stdin.destroy();
  logger.unref();
  child.unref();
  if (!child.pid) throw new Error(`could not start ${command}`);
  return child.pid;
}

/** The process's command line, or null when it is gone (Linux /proc). */
function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return null;
  }
}

/**
 * True while the log-rotate.mjs process writing `logFile` runs: one killed on its own
 * leaves its process writing into a pipe nobody reads, its logs silently gone.
 */
export function rotatorAlive(logFile) {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((entry) => {
      const line = commandLine(Number(entry));
      return line !== null && line.includes(rotator) && line.includes(logFile);
    });
}

/** Alive and still the process we started (its command line holds `marker`). */
export function isOurs(pid, marker) {
  const line = commandLine(pid);
  // A zombie (exited, not yet reaped) has an empty command line: it is gone too.
  return line !== null && line !== '' && line.includes(marker);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to each process, SIGKILL to any still there after `graceMs`, and returns once
 * every one is gone; the names of those that had to be killed are returned.
 */
export async function stopProcesses(list, graceMs = 15_000) {
  const running = list.filter((p) => isOurs(p.pid, p.marker));
  for (const p of running) signal(p.pid, 'SIGTERM');
  const killed = [];
  const deadline = Date.now() + graceMs;
  while (running.some((p) => isOurs(p.pid, p.marker))) {
    if (Date.now() > deadline) {
      for (const p of running.filter((q) => isOurs(q.pid, q.marker))) {
        signal(p.pid, 'SIGKILL');
        killed.push(p.name);
      }
      await waitUntil(() => !running.some((p) => isOurs(p.pid, p.marker)), 5000);
      break;
    }
    await sleep(100);
  }
  return killed;
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

export async function waitUntil(predicate, timeoutMs, stepMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return true;
    if (Date.now() > deadline) return false;
    await sleep(stepMs);
  }
}

/** GET `url` answers 200 (within 2 s), ignoring connection errors. */
export async function answers200(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** True when nothing listens on 127.0.0.1:`port`. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Resolves once an instance answers /readyz or a worker says it is ready (90 s at most). */
export async function waitReady(proc) {
  // A worker says "worker ready" at level info; under a quieter LOG_LEVEL it has to do
  // with staying alive for a few seconds after the API instances (same database, Redis).
  const logsReady = ['info', 'debug', 'trace', undefined].includes(process.env.LOG_LEVEL);
  const since = Date.now();
  const ready =
    proc.role === 'api'
      ? () => answers200(`http://127.0.0.1:${proc.port}/readyz`)
      : logsReady
        ? () => logSince(proc).includes('worker ready')
        : () => Date.now() - since > 3000;
  const ok = await waitUntil(async () => {
    if (!isOurs(proc.pid, proc.marker)) throw new Error(`${proc.name} exited: see ${proc.logFile}`);
    return ready();
  }, 90_000);
  if (!ok) throw new Error(`${proc.name} was not ready within 90 s: see ${proc.logFile}`);
}

function logSince(proc) {
  const text = fs.readFileSync(proc.logFile);
  return text.subarray(proc.logOffset).toString('utf8');
}
