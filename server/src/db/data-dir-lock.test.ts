import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  acquireDataDirLock,
  inspectHolder,
  type HolderState,
} from './data-dir-lock';

/** The lock guards the embedded (PGlite) data directory only; PostgreSQL has none. */
describe('the embedded data directory lock after a crash', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-lock-'));
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const writeLock = (pid: number) => fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(pid));

  /**
   * A zombie: `sh` starts `true` in the background and then becomes `sleep`, which never
   * reaps it — exactly a server killed with SIGKILL whose parent has not reaped it yet.
   */
  async function zombie(): Promise<number> {
    // The child outlives the shell's exec by a moment: a child already finished before
    // `exec` may be reaped by the shell itself (seen under load), leaving no zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(parent);
    const pid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(String(chunk), 10))),
    );
    for (let i = 0; i < 250 && inspectHolder(pid) !== 'dead'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return pid;
  }

  it('tells a zombie from a live process, though both still answer kill(pid, 0)', async () => {
    const pid = await zombie();
    expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
    expect(() => process.kill(pid, 0)).not.toThrow();
    expect(inspectHolder(pid)).toBe('dead');
    expect(inspectHolder(process.pid)).toBe('alive');
  });

  it('takes over the lock of a holder killed but not yet reaped', async () => {
    const pid = await zombie();
    writeLock(pid);
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over at once when the holder is SIGKILLed right before the restart', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(holder);
    writeLock(holder.pid!);
    holder.kill('SIGKILL');
    // No waiting for 'exit': the restart races the reaping, as after `kill -9` in a shell.
    const lock = await acquireDataDirLock(dataDir);
    lock.release();
  });

  it('waits for a dying holder and takes over when it is gone', async () => {
    const states: HolderState[] = ['dying', 'dying', 'dying', 'dead'];
    const started = Date.now();
    writeLock(424242);
    const lock = await acquireDataDirLock(dataDir, { inspect: () => states.shift() ?? 'dead' });
    expect(states).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    lock.release();
  });

  it('refuses a holder that is still dying after the wait, and leaves its lock alone', async () => {
    writeLock(424242);
    const attempt = acquireDataDirLock(dataDir, { inspect: () => 'dying', dyingWaitMs: 300 });
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe('424242');
  });

  it('refuses a live holder at once, without waiting', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push(holder);
    writeLock(holder.pid!);
    const started = Date.now();
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(
      `in use by another process (pid ${holder.pid})`,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
