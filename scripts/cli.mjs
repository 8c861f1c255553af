#!/usr/bin/env node
// `pnpm admin:create` / `pnpm db:*` from a checkout: the same bundled CLI production runs
// with plain node (server/dist/<name>.js), rebuilt first when the sources are newer.
// Relative paths (--out, DATA_DIR) resolve where the operator typed the command.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_NAMES, ensureFreshServerBuild } from './lib/fresh-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
if (!CLI_NAMES.includes(name)) {
  console.error(`usage: node scripts/cli.mjs <${CLI_NAMES.join('|')}> [options]`);
  process.exit(2);
}
const bundle = `server/dist/${name}.js`;
try {
  ensureFreshServerBuild(root, bundle);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const child = spawn(process.execPath, [path.join(root, bundle), ...args], {
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
