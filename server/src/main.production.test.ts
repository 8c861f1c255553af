import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './seed/demo';
import { cleanEnv, freePort, spawnTs, type Spawned } from './test/processes';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;

/**
 * `src/main.ts` with NODE_ENV=production, as the Docker image runs it: a mistake in the
 * environment must stop it, and it must never serve an account with a published password.
 */
describe('main in production', () => {
  const running: Spawned[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const { child } of running) child.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-production-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = spawnTs('src/main.ts', {
      cwd: serverDir,
      env: cleanEnv({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        ...env,
      }),
    });
    running.push(server);
    const signIn = async (password: string) =>
      (
        await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: admin.email, password }),
        })
      ).status;
    return { server, signIn };
  }

  it.each([
    [{ DATABSE_URL: 'postgres://db/gabaritei' }, 'DATABSE_URL'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL needs DATABASE_URL'],
  ])('refuses to start with %o, in one line', async (env, expected) => {
    const { server } = await start(env);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(expected);
    expect(server.output().trim().split('\n')).toHaveLength(1);
  });

  it('seeds no demo account unless asked, and then with a password printed once', async () => {
    const plain = await start({});
    await plain.server.waitForOutput(/Gabaritei ready at/, 240_000);
    expect(await plain.signIn(admin.password)).toBe(401);
    plain.server.child.kill('SIGTERM');
    expect(await plain.server.exited).toBe(0);

    const demo = await start({ DEMO_SEED: 'true' });
    await demo.server.waitForOutput(/Gabaritei ready at/, 240_000);
    expect(await demo.signIn(admin.password)).toBe(401);
    const printed = new RegExp(`${admin.email}\\s+(\\S+)`).exec(demo.server.output());
    expect(printed?.[1], demo.server.output()).toBeDefined();
    expect(await demo.signIn(printed![1]!)).toBe(200);
    demo.server.child.kill('SIGTERM');
    expect(await demo.server.exited).toBe(0);
  }, 300_000);
});
