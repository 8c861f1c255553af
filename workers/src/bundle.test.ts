import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Loaded with a dynamic import only on paths the workers never take: PGlite serves the
 * embedded mode, and the workers refuse to start without DATABASE_URL.
 */
const NEVER_LOADED_BY_WORKERS = new Set(['@electric-sql/pglite']);

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, '..');

/**
 * The bundle leaves every npm package as an import resolved from workers/node_modules at
 * run time. Tests run the TypeScript sources, where server's own dependencies resolve too,
 * so only this check notices when server code reached by the workers starts importing a
 * package the workers do not declare (a Fastify plugin, say): the real process would die
 * at start with ERR_MODULE_NOT_FOUND.
 */
describe('the workers bundle', () => {
  it('imports only packages that workers/package.json declares', () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: packageDir, stdio: 'ignore' });
    const bundle = fs.readFileSync(path.join(packageDir, 'dist/main.js'), 'utf8');
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = new Set<string>();
    for (const match of bundle.matchAll(/(?:from|import\()\s*["']([^"'.][^"']*)["']/g)) {
      const specifier = match[1]!;
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
    const undeclared = [...imported].filter(
      (name) => !(name in manifest.dependencies) && !NEVER_LOADED_BY_WORKERS.has(name),
    );
    expect(undeclared).toEqual([]);
    expect(imported.size).toBeGreaterThan(3);
  });
});
