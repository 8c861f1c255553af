#!/usr/bin/env node
// `pnpm start`: runs the production build of Gabaritei, building it first when missing.
// Without any environment this is the embedded default: PGlite in ./data, jobs in
// process, demo data seeded, http://localhost:3000.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const needed = ['client/dist/index.html', 'server/dist/main.js'];
const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));

if (missing.length > 0) {
  console.info(`Building Gabaritei first (missing: ${missing.join(', ')})…`);
  const build = spawnSync('pnpm', ['build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    CLIENT_DIST: path.join(root, 'client/dist'),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
