// Bundles src/main.ts into dist/main.js. `@gabaritei/server/worker` stays an import, resolved
// at run time through the server package's export (server/dist/worker.js, which the server's
// own build makes), so this bundle is a few lines and carries no copy of the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
await esbuild.build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outdir: path.join(root, 'dist'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'info',
});
