// First: on an older Node, one line and exit (require-node.ts).
import './require-node';
import { describeDatabaseError } from './cli/database-errors';
import { ConfigError, loadConfig, type Config } from './config';
import { createRuntime, WorkerConfigError, type Runtime } from './runtime';

/**
 * The worker process of the scaled mode, running the BullMQ jobs the API instances enqueue.
 * The process itself is the workers/ package (workers/src/main.ts), which hands this its
 * environment through the package export `@gabaritei/server/worker` (dist/worker.js once
 * built); everything else is createRuntime({ role: 'worker' }). On SIGTERM/SIGINT it stops
 * taking jobs, lets the running ones finish, then closes the database and Redis and exits 0.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(env: NodeJS.ProcessEnv): Config {
  try {
    // pnpm runs package scripts inside their package; INIT_CWD is where the command was typed.
    return loadConfig(env, env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function startWorker(env: NodeJS.ProcessEnv): Promise<void> {
  const config = readConfig(env);
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
  for (const warning of config.envWarnings) runtime.logger.warn(warning);
  runtime.logger.info({ prefix: config.redisPrefix }, 'worker ready: processing jobs');
}

/** Starts the worker role with this environment; the process exits on a fatal error. */
export function runWorker(env: NodeJS.ProcessEnv): void {
  startWorker(env).catch((error: unknown) => {
    // An unreachable or missing database is the operator's to fix: one line, not a stack.
    console.error(describeDatabaseError(error, env.DATABASE_URL ?? null) ?? error);
    process.exit(1);
  });
}
