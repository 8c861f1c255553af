#!/usr/bin/env node
// `pnpm --filter @gabaritei/workers start`: runs the bundled worker (dist/main.js), building
// first when a bundle is missing or older than the sources. Signals are passed on so the
// worker can finish its jobs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFreshBuild } from '../../scripts/lib/fresh-build.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureFreshBuild(path.resolve(here, '..'));

const child = spawn(process.execPath, ['--enable-source-maps', path.join(here, 'dist/main.js')], {
  cwd: here,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
