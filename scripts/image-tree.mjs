#!/usr/bin/env node
// `node scripts/image-tree.mjs OUT`: the tree the production image copies, built from the
// current bundles (run `pnpm build` first). The Dockerfile runs it, and so does CI's
// scripts/check-image-tree.mjs, so what CI proves is what ships:
//   OUT/server   `pnpm deploy --prod` of the server (its production dependencies only) + dist/
//   OUT/workers  the worker bundle, resolving @gabaritei/server through a link to OUT/server
//   OUT/client   the built client (dist/), which the API serves
// No TypeScript sources, no dev dependencies, no pnpm needed to run any of it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: node scripts/image-tree.mjs OUT');
  process.exit(2);
}
for (const bundle of [
  'server/dist/main.js',
  'server/dist/admin-create.js',
  'workers/dist/main.js',
]) {
  if (!fs.existsSync(path.join(root, bundle))) {
    console.error(`${bundle} is missing: run pnpm build first`);
    process.exit(1);
  }
}
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

// --legacy: a plain copy of the production dependencies, without turning the workspace's
// packages into injected ones (the server's only workspace dependency, shared, is bundled).
const deploy = spawnSync(
  'pnpm',
  ['--filter', '@gabaritei/server', 'deploy', '--prod', '--legacy', path.join(out, 'server')],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (deploy.status !== 0) process.exit(deploy.status ?? 1);

const server = path.join(out, 'server');
// Sources and build files are not what runs; leaving them out proves nothing needs them.
for (const name of ['src', 'dist', 'build.mjs', 'tsconfig.json', 'vitest.config.ts']) {
  fs.rmSync(path.join(server, name), { recursive: true, force: true });
}
fs.cpSync(path.join(root, 'server/dist'), path.join(server, 'dist'), { recursive: true });

const workers = path.join(out, 'workers');
fs.mkdirSync(path.join(workers, 'node_modules/@gabaritei'), { recursive: true });
fs.cpSync(path.join(root, 'workers/dist'), path.join(workers, 'dist'), { recursive: true });
fs.copyFileSync(path.join(root, 'workers/package.json'), path.join(workers, 'package.json'));
fs.symlinkSync('../../../server', path.join(workers, 'node_modules/@gabaritei/server'));

if (fs.existsSync(path.join(root, 'client/dist'))) {
  fs.cpSync(path.join(root, 'client/dist'), path.join(out, 'client/dist'), { recursive: true });
}
console.info(`image tree in ${out}`);
