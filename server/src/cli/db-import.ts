import { createImportService } from '../backup/import.service';
import { fileArgument, seconds } from '../backup/backup.cli-support';
import { systemClock } from '../clock';
import { migrateToLatest } from '../db/migrate';
import { reportsDirectory } from '../reports/report-renderer';
import { openCliDatabase, readCliConfig, runCli } from './common';
import { createStderrProgress } from './progress';

/** `pnpm db:import --in FILE`: loads an archive into the (empty) configured database. */
runCli(async () => {
  const file = fileArgument('in');
  const config = readCliConfig();
  const started = systemClock.now().getTime();
  const database = await openCliDatabase(config);
  try {
    const manifest = await createImportService({
      db: database.db,
      reportsDir: reportsDirectory(config),
      progress: createStderrProgress(),
    }).importFrom(file);
    // The archive's schema is loaded at its own version, without the SQL functions
    // (finalise_sessions, …) the time-ups and submits need: bring both to this release's
    // now, as a server start would, so the database is usable as soon as this says so.
    const migrated = await migrateToLatest(database.db);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
    console.info(
      `Importado em / imported into ${where}: ${rows} linhas / rows, ` +
        `${manifest.reports} relatórios / reports, esquema / schema ${manifest.schemaVersion}` +
        ` + ${migrated.length} migrações / migrations, funções SQL aplicadas / SQL functions applied, ` +
        `${seconds(started, systemClock.now().getTime())}`,
    );
  } finally {
    await database.close();
  }
});
