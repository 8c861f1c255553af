import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built client (client/dist) from the API's own port. Hashed assets are cached
 * for a year; index.html is always revalidated so a deploy is picked up at once. The app
 * uses hash routes, so the only HTML document is index.html.
 */
export const staticClientPlugin = fp(
  async (app: FastifyInstance, opts: { clientDist?: string }) => {
    const root = opts.clientDist;
    if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn(
        { clientDist: root },
        'client build not found: serving the API only (run pnpm build)',
      );
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The client build writes .br and .gz beside each text file (client/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
);
