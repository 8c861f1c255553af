import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './node-version';

describe('the Node version check', () => {
  it('refuses Node before 22.12 in one line, and takes 22.12 and later', () => {
    for (const old of ['20.19.2', '22.11.0', '18.0.0']) {
      const message = unsupportedNodeMessage(old);
      expect(message).toContain(`this is Node ${old}`);
      expect(message).toContain('22.12 or later');
      expect(message!.split('\n')).toHaveLength(1);
    }
    for (const ok of ['22.12.0', '22.20.1', '24.3.0', '25.0.0'])
      expect(unsupportedNodeMessage(ok)).toBeNull();
  });
});

const OLD_NODE = '/usr/bin/node';
const oldNode = (() => {
  try {
    return !existsSync(OLD_NODE)
      ? null
      : unsupportedNodeMessage(
          execFileSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).trim().slice(1),
        );
  } catch {
    return null;
  }
})();

// Debian's Node (20 on bookworm), where there is one: the server's first module refuses it.
describe.skipIf(oldNode === null)('the server on an older Node', () => {
  it('exits 1 with the one line, before starting anything', () => {
    const run = spawnSync(OLD_NODE, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Gabaritei needs Node 22\.12 or later; this is Node 20\./);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  });
});
