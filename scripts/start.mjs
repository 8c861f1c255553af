#!/usr/bin/env node
// `pnpm start`: runs the production build of Gabaritei, building it first when a bundle is
// missing or older than the sources (after a `git pull`, say).
// Without any environment this is the embedded default: PGlite in ./data, jobs in
// process, demo data seeded, http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFreshBuild } from './lib/fresh-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
try {
  ensureFreshBuild(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // No NODE_ENV=production here: this is the try-it-out start, whose demo accounts have the
  // README's passwords. A production deployment sets it (the image, the systemd units), and
  // then the server refuses published passwords and look-alike variables.
  env: {
    CLIENT_DIST: path.join(root, 'client/dist'),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
