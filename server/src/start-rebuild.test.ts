import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLES, buildStaleness, SOURCES } from '../../scripts/lib/fresh-build.mjs';

/**
 * `pnpm start`, the workers' start and `pnpm cluster up|rollout` rebuild when this says so:
 * after a `git pull` the bundles exist but are older than the sources, and running them
 * would run the old code.
 */
describe('the production build is current', () => {
  let root: string;
  const at = (file: string, seconds: number) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full)) fs.writeFileSync(full, '');
    fs.utimesSync(full, seconds, seconds);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-fresh-'));
    // Every source folder has a file written at t=1000; every bundle was built at t=2000.
    for (const source of SOURCES)
      at(source.endsWith('.html') ? source : path.join(source, 'a/deep/file.ts'), 1000);
    for (const bundle of BUNDLES) at(bundle, 2000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('when every bundle is newer than every source', () => {
    expect(buildStaleness(root)).toBeNull();
  });

  it('not after a pull brings a source newer than a bundle, however deep', () => {
    for (const source of SOURCES.filter((s) => !s.endsWith('.html'))) {
      at(path.join(source, 'a/deep/file.ts'), 3000);
      expect(buildStaleness(root), source).toBe('stale');
      at(path.join(source, 'a/deep/file.ts'), 1000);
    }
    at('client/index.html', 3000);
    expect(buildStaleness(root)).toBe('stale');
  });

  it('not when one bundle is older than a source, though the others are newer', () => {
    at('server/dist/db-backup.js', 500);
    expect(buildStaleness(root)).toBe('stale');
  });

  it('not when a bundle is missing, naming it', () => {
    fs.rmSync(path.join(root, 'workers/dist/main.js'));
    expect(buildStaleness(root)).toBe('missing: workers/dist/main.js');
  });

  it('ignores node_modules and dot folders under the sources', () => {
    at('server/src/node_modules/x/index.js', 3000);
    at('client/src/.cache/x', 3000);
    expect(buildStaleness(root)).toBeNull();
  });
});
