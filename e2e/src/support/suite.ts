import type { FastifyInstance } from 'fastify';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export type ServerAndBrowser = { app: FastifyInstance; baseUrl: string; browser: Browser };

/**
 * The real server (with the demo data unless `demo: false`) and one Chromium for the
 * enclosing suite: started in `beforeAll`, closed in `afterAll`, the browser first. The
 * fields are set in `beforeAll`, so read them inside hooks and tests.
 */
export function useServerAndBrowser(options: { demo?: boolean } = {}): ServerAndBrowser {
  const context = {} as ServerAndBrowser;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ demo: options.demo ?? true });
    Object.assign(context, { app: server.app, baseUrl: server.baseUrl });
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await server?.close();
  });
  return context;
}
