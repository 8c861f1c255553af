import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { BackupError } from './backup.errors';
import { pgDump, pgRestore } from './pg-snapshot';
import { silentProgress, type ProgressSink } from './progress';

const run = promisify(execFile);

/**
 * `pnpm db:backup` / `pnpm db:restore`: each back end's own physical copy. Embedded: a tar
 * holding PGlite's data-directory dump (`pgdata.tar.gz`) and the `reports/` folder.
 * Scaled: `pg_dump -Fc`, restored by `pg_restore` in one transaction. Unlike `db:export`
 * these files only go back to the same kind of back end.
 */
export function createSnapshotService(deps: { config: Config; progress?: ProgressSink }) {
  const { config } = deps;
  const progress = deps.progress ?? silentProgress;
  return {
    async backupTo(file: string): Promise<void> {
      if (config.databaseUrl) await pgDump(config.databaseUrl, file, progress);
      else await pgliteDump(config.dataDir, file, progress);
    },
    async restoreFrom(file: string): Promise<void> {
      if (!fs.existsSync(file))
        throw new BackupError(`Arquivo não encontrado / not found: ${file}`);
      if (config.databaseUrl) await pgRestore(config.databaseUrl, file, progress);
      else await pgliteRestore(config.dataDir, file, progress);
    },
  };
}

/**
 * PGlite is single-process: the running server holds the data directory, and a second
 * process opening it would corrupt it. A consistent copy therefore needs the server
 * stopped; it takes seconds. We say so instead of copying files that are being written.
 */
async function lockForBackup(dataDir: string) {
  try {
    return await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `O banco embutido em ${dataDir} está aberto por outro processo (pid ${error.pid}), ` +
        `provavelmente o servidor. O PGlite só admite um processo por vez, então não há ` +
        `cópia consistente com o servidor no ar: pare o servidor, rode o comando de novo ` +
        `(leva segundos) e suba o servidor outra vez. / The embedded database in ` +
        `${dataDir} is open in another process (pid ${error.pid}), most likely the server. ` +
        `PGlite allows one process at a time, so no consistent copy can be taken while it ` +
        `runs: stop the server, run this again (it takes seconds), then start the server.`,
    );
  }
}

async function pgliteDump(dataDir: string, file: string, progress: ProgressSink) {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(pgdata)) {
    throw new BackupError(
      `Não há banco embutido em ${dataDir}. / There is no embedded database in ${dataDir}.`,
    );
  }
  const lock = await lockForBackup(dataDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-backup-'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({ dataDir: pgdata });
    try {
      // Asking for the dump before the database is ready never settles.
      await pglite.waitReady;
      const started = performance.now();
      const dump = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(path.join(work, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      progress.step(`pgdata: ${megabytes(dump.size)}, ${elapsed(started)}`);
    } finally {
      await pglite.close();
    }
    const reports = path.join(dataDir, 'reports');
    if (fs.existsSync(reports)) fs.cpSync(reports, path.join(work, 'reports'), { recursive: true });
    else fs.mkdirSync(path.join(work, 'reports'));
    progress.step(`reports/: ${countFiles(path.join(work, 'reports'))} arquivos (files)`);
    const temporary = `${file}.${process.pid}.partial`;
    // Owner-only before tar writes into it (it keeps the mode): the copy holds every account.
    fs.closeSync(fs.openSync(temporary, 'w', 0o600));
    fs.chmodSync(temporary, 0o600);
    await run('tar', ['-cf', temporary, '-C', work, 'pgdata.tar.gz', 'reports']);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}

async function pgliteRestore(dataDir: string, file: string, progress: ProgressSink) {
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    throw new BackupError(
      `${pgdata} já tem um banco: restaure numa pasta nova (DATA_DIR) ou mova a atual. / ` +
        `${pgdata} already holds a database: restore into a new DATA_DIR or move it away.`,
    );
  }
  const lock = await lockForBackup(dataDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-restore-'));
  try {
    await run('tar', ['-xf', file, '-C', work]).catch(() => {
      throw new BackupError(`${file} não é um backup embutido. / is not an embedded backup.`);
    });
    const dump = path.join(work, 'pgdata.tar.gz');
    if (!fs.existsSync(dump)) throw new BackupError(`${file}: falta / lacks pgdata.tar.gz`);
    const { PGlite } = await import('@electric-sql/pglite');
    const started = performance.now();
    const pglite = new PGlite({
      dataDir: pgdata,
      loadDataDir: new Blob([fs.readFileSync(dump)]),
    });
    await pglite.waitReady;
    await pglite.close();
    progress.step(`pgdata: ${megabytes(fs.statSync(dump).size)}, ${elapsed(started)}`);
    const reports = path.join(work, 'reports');
    if (fs.existsSync(reports)) {
      fs.cpSync(reports, path.join(dataDir, 'reports'), { recursive: true, force: false });
    }
  } catch (error) {
    // A half-loaded directory would be taken for a database: leave none behind.
    fs.rmSync(pgdata, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const countFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
