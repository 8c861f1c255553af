// Bundles the API server (src/main.ts) into dist/main.js, which `pnpm start` runs. The
// workspace packages (@gabaritei/*, shipped as TypeScript sources) are bundled; every
// other package stays an import resolved from node_modules at run time, so native and WASM
// assets load from their own packages (PGlite finds its .wasm/.data files there) and
// `pnpm install` stays the one place dependencies come from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports are external unless they name a workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gabaritei/') ? undefined : { path: args.path, external: true },
    );
  },
};

await esbuild.build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
