// Bundles the worker process (src/main.ts) into dist/main.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundleNodeEntry } from '../scripts/lib/bundle.mjs';

await bundleNodeEntry(esbuild, path.dirname(fileURLToPath(import.meta.url)));
