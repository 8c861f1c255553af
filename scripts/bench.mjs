#!/usr/bin/env node
// `pnpm bench <name>` runs a benchmark from loadtests/ (later issues add exam, ranking,
// reports, web). Each prints its own figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
const run = spawnSync(
  'pnpm',
  [
    '--filter',
    '@gabaritei/server',
    'exec',
    'tsx',
    path.join(dir, `${name}.ts`),
    ...process.argv.slice(3),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
