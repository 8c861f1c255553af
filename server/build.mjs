// Bundles the server's two entry points: src/main.ts (the API, which `pnpm start` runs) and
// src/worker.ts (the worker role, which the workers/ package's process imports through the
// `./worker` export) into dist/main.js and dist/worker.js.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleNodeEntries } from '../scripts/lib/bundle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
await bundleNodeEntries(esbuild, root, ['main', 'worker']);
// The migrator reads the SQL function files from beside its module (src/db/sql-functions.ts),
// which in the bundle is dist/: a copy there, replaced whole so a deleted file goes too.
const functions = path.join(root, 'dist/functions');
fs.rmSync(functions, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src/db/functions'), functions, {
  recursive: true,
  filter: (source) => !path.extname(source) || source.endsWith('.sql'),
});
