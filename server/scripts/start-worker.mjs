#!/usr/bin/env node
// `pnpm --filter @gabaritei/server worker`: runs the bundled worker (dist/worker.js, the
// server's second entry point), building the server first when it is missing. Signals are passed on so the worker can finish its jobs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'dist/worker.js');

if (!fs.existsSync(bundle)) {
  console.info('Building the server first (dist/worker.js is missing)…');
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
