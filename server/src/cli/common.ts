import { BackupError } from '../backup/backup.errors';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { DataDirLockedError } from '../db/data-dir-lock';
import { describeDatabaseError } from './database-errors';

/** A failure whose message is the whole story for the operator: no stack trace. */
export class CliError extends Error {}

/**
 * pnpm runs package scripts inside server/; INIT_CWD is where the operator typed the
 * command, so DATA_DIR=./data means the repository's data folder, as for the server.
 */
export function readCliConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(env, env.INIT_CWD ?? process.cwd());
}

/** The database the server would use; a CLI needs few connections. */
export function openCliDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 2,
    dataDir: config.persistEmbedded ? config.dataDir : null,
  });
}

/** Runs a CLI task: exit 0 on success, 1 with a clear message on any failure. */
export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(0),
    (error: unknown) => {
      const known =
        error instanceof CliError ||
        error instanceof BackupError ||
        error instanceof ConfigError ||
        error instanceof DataDirLockedError;
      const database = known
        ? null
        : describeDatabaseError(error, process.env.DATABASE_URL ?? null);
      console.error(known ? (error as Error).message : (database ?? error));
      process.exit(1);
    },
  );
}
