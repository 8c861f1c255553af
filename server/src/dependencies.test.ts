import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockfile = fs.readFileSync(path.join(root, 'pnpm-lock.yaml'), 'utf8');
const workspaces = fs
  .readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
  .split(/^\S.*:$/m)[1]!
  .match(/^ {2}- (\S+)$/gm)!
  .map((line) => line.slice(4));
type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const manifests = ['.', ...workspaces].map((dir) => ({
  dir,
  manifest: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest,
}));

/** The versions of `name` the lockfile installs (its `packages:` entries). */
function installed(name: string): string[] {
  const packages = lockfile.slice(
    lockfile.indexOf('\npackages:'),
    lockfile.indexOf('\nsnapshots:'),
  );
  const key = new RegExp(`^ {2}'?${name.replace('/', '\\/')}@(\\d[^:'(]*)'?:`, 'gm');
  return [...packages.matchAll(key)].map((m) => m[1]!);
}

/**
 * The dependency line operators were promised: current majors, one copy of each, no
 * deprecated router package, and no TypeScript runner in what production installs (the
 * CLIs are bundled into dist/ like the server; scripts/check-image-tree.mjs runs them).
 */
describe('the dependencies', () => {
  it('are one copy each of nodemailer 10, fastify-plugin 6 and csv-parse 7', () => {
    expect(workspaces).toContain('server');
    expect(installed('nodemailer').map((v) => v.split('.')[0])).toEqual(['10']);
    expect(installed('fastify-plugin').map((v) => v.split('.')[0])).toEqual(['6']);
    expect(installed('csv-parse').map((v) => v.split('.')[0])).toEqual(['7']);
  });

  it('route with react-router, never react-router-dom', () => {
    expect(installed('react-router')).toHaveLength(1);
    expect(installed('react-router-dom')).toEqual([]);
    for (const { dir, manifest } of manifests) {
      expect(Object.keys(manifest.dependencies ?? {}), dir).not.toContain('react-router-dom');
      expect(Object.keys(manifest.devDependencies ?? {}), dir).not.toContain('react-router-dom');
    }
  });

  it('keep tsx out of every runtime dependency list', () => {
    expect(manifests.length).toBeGreaterThan(5);
    for (const { dir, manifest } of manifests)
      expect(Object.keys(manifest.dependencies ?? {}), dir).not.toContain('tsx');
  });
});
