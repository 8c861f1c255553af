import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isOurs, spawnLogged, waitUntil } from '../../../scripts/cluster/processes.mjs';

/**
 * The cluster's process logs (scripts/cluster/processes.mjs): rotated by size, a bounded
 * number kept, no line split or lost, and the rotator gone with its process.
 */
describe("the cluster's log files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-logs-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rotate past the size limit and keep only CLUSTER_LOG_KEEP old files', async () => {
    const logFile = path.join(dir, 'api-1.log');
    // 400 lines of 100 bytes = 40 kB through a 5 kB limit: eight rotations, two kept.
    const script = `for (let i = 0; i < 400; i++) process.stdout.write(String(i).padStart(99, '.') + '\\n');`;
    const pid = spawnLogged(process.execPath, ['-e', script], {
      cwd: dir,
      logFile,
      env: { ...process.env, CLUSTER_LOG_MAX_BYTES: '5000', CLUSTER_LOG_KEEP: '2' },
    });
    await waitUntil(() => !isOurs(pid, process.execPath), 10_000);
    // The rotator writes what is left in the pipe, then exits.
    const rotatorGone = () =>
      !fs
        .readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .some((entry) => {
          try {
            return fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(logFile);
          } catch {
            return false;
          }
        });
    expect(await waitUntil(rotatorGone, 10_000)).toBe(true);

    const files = fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('api-1.log'))
      .sort();
    expect(files).toEqual(['api-1.log', 'api-1.log.1', 'api-1.log.2']);
    const lines = files
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .flatMap((text) => text.split('\n').filter(Boolean));
    for (const name of files)
      expect(fs.statSync(path.join(dir, name)).size).toBeLessThanOrEqual(5000);
    // Whole lines only, the newest ones: 3 files of at most 50 lines each.
    for (const line of lines) expect(line).toHaveLength(99);
    const numbers = lines.map((line) => Number(line.replace(/^\.+/, ''))).sort((a, b) => a - b);
    expect(numbers.at(-1)).toBe(399);
    expect(numbers.length).toBeGreaterThanOrEqual(100);
    expect(numbers.length).toBeLessThanOrEqual(150);
  });
});
