import { migrateToLatest } from '../db/migrate';
import { openCliDatabase, readCliConfig, runCli } from './common';

/** `pnpm db:migrate`: applies pending migrations to the configured database. */
runCli(async () => {
  const config = readCliConfig();
  const database = await openCliDatabase(config);
  try {
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    const applied = await migrateToLatest(database.db);
    if (applied.length === 0) {
      console.info(`No pending migrations: ${where} is up to date.`);
      return;
    }
    console.info(`Applied ${applied.length} migration(s) to ${where}:`);
    for (const name of applied) console.info(`  - ${name}`);
  } finally {
    await database.close();
  }
});
