#!/usr/bin/env node
// `pnpm bench <name>` runs a benchmark from loadtests/ (later issues add exam, ranking,
// reports, web). Each prints its own figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
const dir = path.join(root, 'loadtests', 'bench');
const available = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
  : [];
if (!name || !available.includes(name)) {
  console.error(`usage: pnpm bench <${available.join('|') || 'none yet'}> [options]`);
  process.exit(name ? 1 : 0);
}
// Node with tsx's loader, not tsx's CLI: the CLI SIGKILLs a child that does not confirm a
// signal within 30 ms, which a loaded machine misses, and a bench interrupted by Ctrl-C
// must live on long enough to stop what it started (loadtests/bench/lib/interrupt.ts).
// The cwd is the server package, as `pnpm --filter @gabaritei/server exec` gave it.
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(dir, `${name}.ts`), ...process.argv.slice(3)],
  { cwd: path.join(root, 'server'), stdio: 'inherit' },
);
// A terminal's Ctrl-C reaches the bench itself; a signal sent to this process alone is
// passed on. Either way this process waits for the bench's exit.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + os.constants.signals[signal] : 1)),
);
