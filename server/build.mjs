// Bundles the server's two entry points: src/main.ts (the API, which `pnpm start` runs) and
// src/worker.ts (the worker role, which the workers/ package's process imports through the
// `./worker` export) into dist/main.js and dist/worker.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleNodeEntries } from '../scripts/lib/bundle.mjs';

await bundleNodeEntries(esbuild, path.dirname(fileURLToPath(import.meta.url)), ['main', 'worker']);
