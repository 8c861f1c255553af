// Bundles a Node entry point (server and workers use it). The workspace packages
// (@gabaritei/*, shipped as TypeScript sources) are bundled; every other package stays an
// import resolved from node_modules at run time, so native and WASM assets load from their
// own packages (PGlite finds its .wasm/.data files there) and `pnpm install` stays the one
// place dependencies come from.
//
// esbuild is passed in by the calling package: it is that package's dependency, not the
// root's, so only the package can resolve it.
import path from 'node:path';

/** Bare imports are external unless they name a workspace package. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gabaritei/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** src/main.ts of the package at `packageDir` → dist/main.js (ESM, Node 22+, source map). */
export async function bundleNodeEntry(esbuild, packageDir) {
  await esbuild.build({
    entryPoints: [path.join(packageDir, 'src/main.ts')],
    outfile: path.join(packageDir, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'info',
  });
}
