import { createExportService } from '../backup/export.service';
import { fileArgument, seconds } from '../backup/backup.cli-support';
import { systemClock } from '../clock';
import { reportsDirectory } from '../reports/report-renderer';
import { openCliDatabase, readCliConfig, runCli } from './common';
import { createStderrProgress } from './progress';

/** `pnpm db:export --out FILE`: the whole database and its reports into one archive. */
runCli(async () => {
  const file = fileArgument('out');
  const config = readCliConfig();
  const started = systemClock.now().getTime();
  const database = await openCliDatabase(config);
  try {
    const manifest = await createExportService({
      db: database.db,
      clock: systemClock,
      kind: database.kind,
      reportsDir: reportsDirectory(config),
      progress: createStderrProgress(),
    }).exportTo(file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.info(
      `Exportado / exported: ${file}\n  esquema / schema ${manifest.schemaVersion}, ` +
        `${manifest.tables.length} tabelas / tables, ${rows} linhas / rows, ` +
        `${manifest.reports} relatórios / reports, ${seconds(started, systemClock.now().getTime())}`,
    );
  } finally {
    await database.close();
  }
});
