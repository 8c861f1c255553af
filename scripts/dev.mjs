#!/usr/bin/env node
// `pnpm dev`: the API with reload on :3000 (tsx watch) and Vite with HMR on :5173, which
// proxies /api and /socket.io to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('pnpm', ['--filter', '@gabaritei/server', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: root },
  }),
  spawn('pnpm', ['--filter', '@gabaritei/client', 'dev'], { cwd: root, stdio: 'inherit' }),
];
let exiting = false;
function stop(code) {
  if (exiting) return;
  exiting = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
