import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `.br` and `.gz` copies of every text file of the build, so the server hands
 * browsers compressed files without compressing on each request (@fastify/static
 * `preCompressed`). Small files are left alone: the headers would outweigh the gain.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'gabaritei-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < minBytes) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}
