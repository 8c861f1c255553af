import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoData } from './seed/demo';

/**
 * The process entry: the only place that reads process.env, listens, and shuts down.
 * SIGTERM/SIGINT: stop accepting connections, finish in-flight requests, then close the
 * database, Redis and the queues (buildApp's onClose hooks) and exit.
 */
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

async function main(): Promise<void> {
  const config = readConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.demoSeed) await seedDemoData(app.runtime, { announce: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const mode = config.databaseUrl ? 'scaled (PostgreSQL' + (config.redisUrl ? ' + Redis)' : ')') : `embedded (PGlite in ${config.dataDir})`;
  app.log.info(`Gabaritei ready at ${config.publicUrl} — mode: ${mode}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
