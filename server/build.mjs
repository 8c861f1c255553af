// Bundles the server's entry points: src/main.ts (the API, which `pnpm start` runs),
// src/worker.ts (the worker role, which the workers/ package's process imports through the
// `./worker` export) and the operator's CLIs (src/cli/*.ts) into dist/<name>.js, so that
// production runs all of them with plain `node` and no TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleNodeEntries } from '../scripts/lib/bundle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const CLI_ENTRIES = [
  'cli/admin-create',
  'cli/migrate',
  'cli/db-export',
  'cli/db-import',
  'cli/db-backup',
  'cli/db-restore',
];
// Worker threads load dist/<name>.js beside the bundle that started them
// (src/threads/thread-pool.ts): the Word/ZIP import's and the CSV import's.
const THREAD_ENTRIES = ['papers-import/import-pool/import-worker', 'admin/csv-thread/csv-worker'];
await bundleNodeEntries(esbuild, root, ['main', 'worker', ...CLI_ENTRIES, ...THREAD_ENTRIES]);
// The migrator reads the SQL function files from beside its module (src/db/sql-functions.ts),
// which in the bundle is dist/: a copy there, replaced whole so a deleted file goes too.
const functions = path.join(root, 'dist/functions');
fs.rmSync(functions, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src/db/functions'), functions, {
  recursive: true,
  filter: (source) => !path.extname(source) || source.endsWith('.sql'),
});
