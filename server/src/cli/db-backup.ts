import { fileArgument, seconds } from '../backup/backup.cli-support';
import { createSnapshotService } from '../backup/snapshot.service';
import { systemClock } from '../clock';
import { readCliConfig, runCli } from './common';
import { createStderrProgress } from './progress';

/** `pnpm db:backup --out FILE`: PGlite's data-directory dump, or pg_dump -Fc. */
runCli(async () => {
  const file = fileArgument('out');
  const config = readCliConfig();
  const started = systemClock.now().getTime();
  await createSnapshotService({ config, progress: createStderrProgress() }).backupTo(file);
  const kind = config.databaseUrl ? 'pg_dump -Fc' : 'PGlite dumpDataDir + reports/';
  console.info(
    `Backup (${kind}) gravado em / written to ${file}, ${seconds(started, systemClock.now().getTime())}`,
  );
});
