import { ConfigError, loadConfig, type Config } from './config';
import { createRuntime, WorkerConfigError, type Runtime } from './runtime';

/**
 * The second entry point of the server package (dist/worker.js): the worker process of the
 * scaled mode, running the BullMQ jobs the API instances enqueue. Like main.ts it is the
 * only reader of process.env; everything else is createRuntime({ role: 'worker' }). On
 * SIGTERM/SIGINT it stops taking jobs, lets the running ones finish, then closes the
 * database and Redis and exits 0.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    // pnpm runs package scripts inside server/; INIT_CWD is where the command was typed.
    return loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  let runtime: Runtime | null = null;
  let stopRequested = false;

  const shutdown = async (signal: string) => {
    if (stopRequested) return;
    stopRequested = true;
    // Still starting: main() closes what it opened once createRuntime returns.
    if (!runtime) return;
    runtime.logger.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => {
      console.error('worker shutdown timed out; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    runtime = await createRuntime(config, { role: 'worker' });
  } catch (error) {
    if (error instanceof WorkerConfigError) fail(error.message);
    throw error;
  }
  if (stopRequested) {
    await runtime.close();
    process.exit(0);
  }
  runtime.logger.info({ prefix: config.redisPrefix }, 'worker ready: processing jobs');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
