// First: on an older Node, one line and exit (require-node.ts).
import './require-node';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { describeDatabaseError } from './cli/database-errors';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { retirePublishedDemoPasswords, seedDemoData, type DemoCredentials } from './seed/demo';

const LISTEN_BACKLOG = 4096;

/**
 * The process entry: the only place that reads process.env, listens, and shuts down.
 * SIGTERM/SIGINT drain the instance: /readyz answers 503 at once, then the listener stops
 * taking connections, in-flight requests finish, the sockets' transports close (their
 * clients reconnect through nginx to another instance), then the database, Redis and the
 * queues close (buildApp's onClose hooks) and the process exits, within 10 s in any case.
 */

/** /readyz says 503 this long before the listener closes, so health checks move traffic. */
const DRAIN_NOTICE_MS = 1_000;
/** The operators' bound (README, "Operação: cluster"): gone within 10 s, whatever hangs. */
const SHUTDOWN_DEADLINE_MS = 9_500;
function readConfig(): Config {
  try {
    // pnpm runs package scripts inside server/; INIT_CWD is where the user typed the command,
    // so DATA_DIR=./data means the repository's data folder as the README says.
    return loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The demo passwords generated at this start, on stdout and never in the log (logs hold no
 * password): the operator reads them once, here, and changes them in 'Minha Conta'.
 */
function printDemoPasswords(credentials: DemoCredentials[]): void {
  if (credentials.length === 0) return;
  const lines = credentials.map((c) => `  ${c.role.padEnd(8)} ${c.email} ${c.password}`);
  process.stdout.write(
    `Demo accounts (passwords generated now, shown only this once):\n${lines.join('\n')}\n`,
  );
}

/**
 * Demo data as configured. In production the demo never has the README's passwords: new
 * accounts get generated ones, and one an earlier start left with a published password
 * gets a new one even when DEMO_SEED is off.
 */
async function prepareDemo(app: FastifyInstance, config: Config): Promise<void> {
  const production = config.env === 'production';
  if (config.demoSeed) {
    const passwords = production ? 'generated' : 'published';
    printDemoPasswords(await seedDemoData(app.runtime, { announce: true, passwords }));
  } else if (production) {
    printDemoPasswords(await retirePublishedDemoPasswords(app.runtime));
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  let app: FastifyInstance | null = null;
  let closing: Promise<void> | null = null;
  let stopRequested = false;

  // One close for every path (signal, failed startup), however many ask for it.
  const close = (running: FastifyInstance) => (closing ??= running.close());

  const shutdown = async (signal: string) => {
    if (stopRequested) return;
    stopRequested = true;
    // Still building: the startup sequence sees the flag and closes what it opened.
    if (!app) return;
    app.log.info({ signal }, 'draining, then shutting down');
    const force = setTimeout(() => {
      console.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    try {
      app.beginDrain();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS));
      await close(app);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // Registered before the (slow) startup, so a signal during it still closes PGlite
  // cleanly and releases the data-dir lock instead of killing the process mid-write.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (stopRequested) {
    await close(app);
    process.exit(0);
  }

  try {
    for (const warning of config.envWarnings) app.log.warn(warning);
    if (config.env === 'production' && !config.metricsToken)
      app.log.warn('METRICS_TOKEN unset: /metrics answers whoever reaches this instance directly');
    await prepareDemo(app, config);
    // Node's default accept backlog (511) drops the SYNs of a burst of new connections —
    // nginx opening upstream connections for 2,000 starts at once — and a dropped SYN
    // costs a retransmission and, behind nginx, marks the instance down.
    // The kernel caps it at net.core.somaxconn.
    if (!stopRequested)
      await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    // Failed because shutdown() closed the app under it: that path exits.
    if (stopRequested) return;
    // A port in use or a failed seed: close the database and queues before exiting.
    await close(app).catch(() => undefined);
    throw error;
  }
  if (stopRequested) return; // shutdown() is closing the app and will exit.
  const mode = config.databaseUrl
    ? `scaled (PostgreSQL${config.redisUrl ? ' + Redis' : ''})`
    : `embedded (PGlite in ${config.dataDir})`;
  app.log.info(`Gabaritei ready at ${config.publicUrl} — mode: ${mode}`);
}

main().catch((error: unknown) => {
  // An unreachable or missing database is the operator's to fix: one line, not a stack.
  console.error(describeDatabaseError(error, process.env.DATABASE_URL ?? null) ?? error);
  process.exit(1);
});
