// Bundles the Node entry points of a package (the server's API and worker). The workspace packages
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

/**
 * src/<entry>.ts of the package at `packageDir` → dist/<basename>.js for each entry (ESM,
 * Node 22+, source maps): src/cli/migrate.ts → dist/migrate.js, flat, so every bundle finds
 * what sits beside it (the migrator's dist/functions/). Each output is a whole bundle: no
 * chunks shared between them.
 */
export async function bundleNodeEntries(esbuild, packageDir, entries = ['main']) {
  await esbuild.build({
    entryPoints: entries.map((entry) => ({
      in: path.join(packageDir, `src/${entry}.ts`),
      out: path.basename(entry),
    })),
    outdir: path.join(packageDir, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'info',
  });
}
