// One answer to "is the production build current?", for `pnpm start`, the workers' start
// and `pnpm cluster up`: after a `git pull` the bundles exist but are older than the
// sources, and running them would run the old code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The operator's commands, bundled by server/build.mjs as server/dist/<name>.js. */
export const CLI_NAMES = [
  'admin-create',
  'migrate',
  'db-export',
  'db-import',
  'db-backup',
  'db-restore',
];

/** Every bundle a production process runs, relative to the repository's root. */
export const BUNDLES = [
  'client/dist/index.html',
  'server/dist/main.js',
  'server/dist/worker.js',
  'workers/dist/main.js',
  ...CLI_NAMES.map((name) => `server/dist/${name}.js`),
];
/** What those bundles are built from. */
export const SOURCES = [
  'client/src',
  'client/index.html',
  'server/src',
  'shared/src',
  'workers/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the build must run again ('missing …' or 'stale'), or null when it is current. */
export function buildStaleness(root) {
  const bundles = BUNDLES.map((file) => path.join(root, file));
  const missing = BUNDLES.filter((_, i) => !fs.existsSync(bundles[i]));
  if (missing.length > 0) return `missing: ${missing.join(', ')}`;
  const oldest = Math.min(...bundles.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((dir) => newestMtime(path.join(root, dir)) > oldest) ? 'stale' : null;
}

/** Runs `pnpm build` when a bundle is missing or older than a source file. */
export function ensureFreshBuild(root) {
  const why = buildStaleness(root);
  if (!why) return;
  console.info(`Building Gabaritei first (${why})…`);
  const build = spawnSync('pnpm', ['build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) throw new Error('pnpm build failed');
}

/**
 * For a CLI from a checkout: rebuilds the server (seconds, not the client's minute) when
 * its bundle is missing or older than the server's or shared sources.
 */
export function ensureFreshServerBuild(root, bundle) {
  const file = path.join(root, bundle);
  const sources = ['server/src', 'shared/src'].map((dir) => newestMtime(path.join(root, dir)));
  if (fs.existsSync(file) && Math.max(...sources) <= fs.statSync(file).mtimeMs) return;
  console.error(`Building the server first (${fs.existsSync(file) ? 'stale' : 'missing'})…`);
  const build = spawnSync('pnpm', ['--filter', '@gabaritei/server', 'build'], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) throw new Error('pnpm --filter @gabaritei/server build failed');
}
