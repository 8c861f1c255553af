import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isOurs,
  rotatorAlive,
  spawnLogged,
  waitUntil,
} from '../../../scripts/cluster/processes.mjs';

/** The pid of the log-rotate.mjs process writing `logFile` (Linux /proc). */
function rotatorPid(logFile: string): number | null {
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const line = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (line.includes('log-rotate.mjs') && line.includes(logFile)) return Number(entry);
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/**
 * A cluster process's log file is owner-only (a first start prints the generated demo
 * passwords into it), and a rotator killed on its own is seen (`pnpm cluster status`
 * says the process has no logs) instead of the logs stopping silently.
 */
describe("the cluster's log rotator", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-rotator-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes an owner-only file, and is known dead once killed', async () => {
    const logFile = path.join(dir, 'api-1.log');
    const script = `console.log('senha gerada: x'); setInterval(() => {}, 1000);`;
    const pid = spawnLogged(process.execPath, ['-e', script], {
      cwd: dir,
      logFile,
      env: { ...process.env },
    });
    try {
      expect(await waitUntil(() => fs.existsSync(logFile), 10_000)).toBe(true);
      expect(fs.statSync(logFile).mode & 0o777).toBe(0o600);
      expect(rotatorAlive(logFile)).toBe(true);

      // Exactly the rotator this test started, by its pid.
      process.kill(rotatorPid(logFile)!, 'SIGKILL');
      expect(await waitUntil(() => !rotatorAlive(logFile), 10_000)).toBe(true);
      expect(isOurs(pid, process.execPath)).toBe(true);
    } finally {
      process.kill(pid, 'SIGKILL');
    }
  });
});
