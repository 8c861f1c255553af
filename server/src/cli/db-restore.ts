import { fileArgument, seconds } from '../backup/backup.cli-support';
import { createSnapshotService } from '../backup/snapshot.service';
import { systemClock } from '../clock';
import { readCliConfig, runCli } from './common';
import { createStderrProgress } from './progress';

/** `pnpm db:restore --in FILE`: a db:backup file back into a new, empty database. */
runCli(async () => {
  const file = fileArgument('in');
  const config = readCliConfig();
  const started = systemClock.now().getTime();
  await createSnapshotService({ config, progress: createStderrProgress() }).restoreFrom(file);
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  console.info(
    `Restaurado em / restored into ${where}, ${seconds(started, systemClock.now().getTime())}`,
  );
});
