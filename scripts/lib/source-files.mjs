// The files pnpm lint's own checks read: every file under a folder whose name passes
// `accept`, skipping dependencies, build output and dot-folders. Plain Node: the checks run
// before anything is installed or built.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite']);

/** Every file under `dir` whose name passes `accept`, depth first. */
export function filesUnder(dir, accept) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, accept);
    return accept(name) ? [path] : [];
  });
}
