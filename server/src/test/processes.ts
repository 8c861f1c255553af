import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from '../db/connect';
import { createPostgresDatabase, type TestBackend } from './databases';

/** A port nobody listens on right now (the OS picks it; we release it at once). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment a spawned process gets: PATH and HOME, nothing of ours leaks in. */
export function cleanEnv(vars: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [key, value] of Object.entries(vars)) if (value !== undefined) env[key] = value;
  return env;
}

export type Spawned = {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Resolves when the output matches; rejects if the process exits first or on timeout. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
};

const workersDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../workers');

/**
 * The worker process as the workers/ package starts it (`pnpm --filter @gabaritei/workers
 * dev`): its main.ts through tsx, with the server's `./worker` export read from source.
 */
export function spawnWorker(options: { env: NodeJS.ProcessEnv }): Spawned {
  return spawnTs('src/main.ts', { cwd: workersDir, env: options.env, conditions: ['source'] });
}

/** Runs a TypeScript entry point with tsx, as `pnpm dev`/`start` would, collecting output. */
export function spawnTs(
  entry: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; conditions?: string[] },
): Spawned {
  const conditions = (options.conditions ?? []).map((name) => `--conditions=${name}`);
  const child = spawn(process.execPath, [...conditions, '--import', 'tsx', entry], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return {
    child,
    output: () => text,
    exited,
    waitForOutput: (pattern, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(text)) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${text}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        void exited.then((code) => {
          if (!listeners.has(check)) return;
          done();
          reject(new Error(`exited (${code}) before ${pattern}; output:\n${text}`));
        });
        check();
      }),
  };
}

/** Polls a URL until it answers 200. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A database of its own for a server process a test spawns (and may kill): a PGlite data
 * dir, or a PostgreSQL database. `target` opens it from the test, `env` hands it to the
 * process, `remove` deletes it once the process is gone.
 */
export async function serverDatabase(
  backend: TestBackend['name'],
  dirPrefix: string,
): Promise<{ target: DatabaseOptions; env: Record<string, string>; remove: () => unknown }> {
  if (backend === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
    return {
      target: { dataDir },
      env: { DATA_DIR: dataDir },
      remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const pg = await createPostgresDatabase();
  return {
    target: { databaseUrl: pg.url, dataDir: null },
    env: { DATABASE_URL: pg.url },
    remove: () => pg.drop(),
  };
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Server processes (src/main.ts, as `pnpm start` runs it) on one free port, over the
 * database in `env` (serverDatabase's), without demo data and logging warnings only. Each
 * `start` spawns one; the cleanup pushed on `cleanups` kills all that were started.
 */
export async function serverProcesses(
  env: Record<string, string>,
  cleanups: Array<() => unknown>,
): Promise<{ url: string; start: () => Spawned }> {
  const port = await freePort();
  const running: Spawned[] = [];
  cleanups.push(() => running.forEach(({ child }) => child.kill('SIGKILL')));
  return {
    url: `http://127.0.0.1:${port}`,
    start: () => {
      const server = spawnTs('src/main.ts', {
        cwd: serverDir,
        env: cleanEnv({
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DEMO_SEED: 'false',
          LOG_LEVEL: 'warn',
          ...env,
        }),
      });
      running.push(server);
      return server;
    },
  };
}
