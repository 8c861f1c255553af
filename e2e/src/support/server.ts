import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@gabaritei/server/app';
import { testConfig } from '@gabaritei/server/test-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { app: FastifyInstance; baseUrl: string; close(): Promise<void> };

/**
 * The real app with the built client on a real port (embedded mode, PGlite in memory),
 * optionally with the demo data. Links in e-mails point at this port.
 */
export async function startServer(options: { demo?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({
    port,
    publicUrl: baseUrl,
    // E2E_CLIENT_DIST: a build of one's own, so parallel builds never swap the client mid-run.
    clientDist: process.env.E2E_CLIENT_DIST ?? path.join(root, 'client/dist'),
    demoSeed: options.demo ?? false,
  });
  const app = await buildApp(config);
  if (options.demo) {
    const { seedDemoData } = await import('@gabaritei/server/seed');
    await seedDemoData(app.runtime, { announce: false });
  }
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl, close: () => app.close() };
}

/** The newest e-mail sent to an address (the log mailer's outbox), waiting for the job. */
export async function readLatestEmail(app: FastifyInstance, to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await app.runtime.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

/** The first link of an e-mail's text body. */
export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in e-mail: ${text}`);
  return match[0];
}
