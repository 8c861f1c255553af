import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_ANNOUNCEMENT } from './seed/demo';
import { cleanEnv, freePort, spawnTs, waitForHttp, type Spawned } from './test/processes';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `src/main.ts` in the embedded mode on a data directory of the test's own. */
async function startServer(
  dataDir: string,
  options: { demoSeed?: boolean } = {},
): Promise<{ server: Spawned; url: string }> {
  const port = await freePort();
  const server = spawnTs('src/main.ts', {
    cwd: serverDir,
    env: cleanEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_SEED: options.demoSeed ? 'true' : 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Probes log at debug, and the drain test waits for /readyz's request line.
      LOG_LEVEL: 'debug',
    }),
  });
  return { server, url: `http://127.0.0.1:${port}` };
}

/**
 * Each test starts src/main.ts through tsx on a data directory of its own, and the first
 * start creates and migrates a PGlite database: on a CI machine running other suites beside
 * it, that alone has taken over 30 s, the suite's default.
 */
const SPAWNED_TIMEOUT_MS = 90_000;

describe('main: the process entry (embedded mode)', () => {
  let dataDir: string;
  const running: Spawned[] = [];
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-main-'));
  });
  afterAll(() => {
    for (const { child } of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'drains on SIGTERM: answers the request, says 503 on /readyz, closes sockets, exits 0 within 10 s, releases the lock',
    async () => {
      const { server, url } = await startServer(dataDir);
      running.push(server);
      await waitForHttp(`${url}/healthz`);
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(server.child.pid));

      const socket = connect(url, { transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

      // SIGTERM as soon as the server has the request: it must still be answered.
      const response = fetch(`${url}/readyz`);
      await server.waitForOutput(/"url":"\/readyz"/);
      server.child.kill('SIGTERM');
      const signalled = performance.now();
      expect((await response).status).toBe(200);

      // Draining: still serving, but no longer ready, so health checks send traffic elsewhere.
      // Once the process has taken the signal: the kernel hands it over when the event loop
      // next polls, which under load can come after a request already queued.
      await server.waitForOutput(/draining, then shutting down/);
      const draining = await fetch(`${url}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'draining' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      expect(await server.exited).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(10_000);
      // The transport closed, not a Socket.IO disconnect: the client would reconnect.
      expect(await disconnected).toBe('transport close');
      expect(server.output()).toContain('draining, then shutting down');
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    SPAWNED_TIMEOUT_MS,
  );

  it(
    'starts again on the same data directory, and refuses a second process meanwhile',
    async () => {
      const { server, url } = await startServer(dataDir);
      running.push(server);
      await waitForHttp(`${url}/readyz`);

      const second = await startServer(dataDir);
      running.push(second.server);
      expect(await second.server.exited).toBe(1);
      expect(second.server.output()).toContain(
        `is in use by another process (pid ${server.child.pid})`,
      );
      // The refused process left the running server's lock alone.
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(server.child.pid));
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    SPAWNED_TIMEOUT_MS,
  );

  it('seeds the demo data without logging a demo password', async () => {
    const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-main-demo-'));
    try {
      const { server } = await startServer(seeded, { demoSeed: true });
      running.push(server);
      // Generous: a cold start under a busy CI machine's load.
      await server.waitForOutput(/Gabaritei ready at/, 240_000);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('demo data seeded');
      expect(server.output()).toContain(DEMO_ANNOUNCEMENT);
      for (const account of DEMO_ACCOUNTS) expect(server.output()).not.toContain(account.password);
    } finally {
      fs.rmSync(seeded, { recursive: true, force: true });
    }
  }, 300_000);

  it(
    'exits 1 naming the variable when the environment is invalid',
    async () => {
      const server = spawnTs('src/main.ts', {
        cwd: serverDir,
        env: cleanEnv({ PORT: 'abc', DATA_DIR: dataDir }),
      });
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('PORT: must be a port number');
    },
    SPAWNED_TIMEOUT_MS,
  );

  it(
    'exits 1 with one line, no stack, when PostgreSQL cannot be reached',
    async () => {
      const server = spawnTs('src/main.ts', {
        cwd: serverDir,
        env: cleanEnv({
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gabaritei',
          LOG_LEVEL: 'warn',
        }),
      });
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Não foi possível conectar ao PostgreSQL em 127.0.0.1:1');
      expect(server.output()).toContain('Cannot reach PostgreSQL at 127.0.0.1:1/gabaritei');
      expect(server.output()).not.toMatch(/^\s+at /m);
    },
    SPAWNED_TIMEOUT_MS,
  );
});
