import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { openDatabase } from '../db/connect';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { listTables, serverVersionNumber } from './backup.repository';
import { BackupError } from './backup.errors';

const run = promisify(execFile);

/**
 * `pnpm db:backup` / `pnpm db:restore`: each back end's own physical copy. Embedded: a tar
 * holding PGlite's data-directory dump (`pgdata.tar.gz`) and the `reports/` folder.
 * Scaled: `pg_dump -Fc`, restored by `pg_restore` in one transaction. Unlike `db:export`
 * these files only go back to the same kind of back end.
 */
export function createSnapshotService(deps: { config: Config }) {
  const { config } = deps;
  return {
    async backupTo(file: string): Promise<void> {
      if (config.databaseUrl) await pgDump(config.databaseUrl, file);
      else await pgliteDump(config.dataDir, file);
    },
    async restoreFrom(file: string): Promise<void> {
      if (!fs.existsSync(file))
        throw new BackupError(`Arquivo não encontrado / not found: ${file}`);
      if (config.databaseUrl) await pgRestore(config.databaseUrl, file);
      else await pgliteRestore(config.dataDir, file);
    },
  };
}

/**
 * PGlite is single-process: the running server holds the data directory, and a second
 * process opening it would corrupt it. A consistent copy therefore needs the server
 * stopped; it takes seconds. We say so instead of copying files that are being written.
 */
function lockForBackup(dataDir: string) {
  try {
    return acquireDataDirLock(dataDir);
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

async function pgliteDump(dataDir: string, file: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(pgdata)) {
    throw new BackupError(
      `Não há banco embutido em ${dataDir}. / There is no embedded database in ${dataDir}.`,
    );
  }
  const lock = lockForBackup(dataDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-backup-'));
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({ dataDir: pgdata });
    try {
      // Asking for the dump before the database is ready never settles.
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('gzip');
      fs.writeFileSync(path.join(work, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
    const reports = path.join(dataDir, 'reports');
    if (fs.existsSync(reports)) fs.cpSync(reports, path.join(work, 'reports'), { recursive: true });
    else fs.mkdirSync(path.join(work, 'reports'));
    const temporary = `${file}.${process.pid}.partial`;
    await run('tar', ['-cf', temporary, '-C', work, 'pgdata.tar.gz', 'reports']);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}

async function pgliteRestore(dataDir: string, file: string): Promise<void> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    throw new BackupError(
      `${pgdata} já tem um banco: restaure numa pasta nova (DATA_DIR) ou mova a atual. / ` +
        `${pgdata} already holds a database: restore into a new DATA_DIR or move it away.`,
    );
  }
  const lock = lockForBackup(dataDir);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gabaritei-restore-'));
  try {
    await run('tar', ['-xf', file, '-C', work]).catch(() => {
      throw new BackupError(`${file} não é um backup embutido. / is not an embedded backup.`);
    });
    const dump = path.join(work, 'pgdata.tar.gz');
    if (!fs.existsSync(dump)) throw new BackupError(`${file}: falta / lacks pgdata.tar.gz`);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({
      dataDir: pgdata,
      loadDataDir: new Blob([fs.readFileSync(dump)]),
    });
    await pglite.waitReady;
    await pglite.close();
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

/** pg_dump refuses servers newer than itself; say which package to install. */
async function checkClientVersion(databaseUrl: string, tool: 'pg_dump' | 'pg_restore') {
  const { stdout } = await run(tool, ['--version']).catch(() => {
    throw new BackupError(
      `${tool} não encontrado: instale o postgresql-client. / ${tool} not found: install ` +
        `postgresql-client.`,
    );
  });
  const clientMajor = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 1 });
  try {
    const serverMajor = Math.floor((await serverVersionNumber(database.db)) / 10000);
    if (clientMajor < serverMajor) {
      throw new BackupError(
        `${tool} ${clientMajor} é mais antigo que o servidor PostgreSQL ${serverMajor}: ` +
          `instale o postgresql-client-${serverMajor}. / ${tool} ${clientMajor} is older than ` +
          `the PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}.`,
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await (await checkClientVersion(databaseUrl, 'pg_dump')).close();
  const temporary = `${file}.${process.pid}.partial`;
  try {
    await run('pg_dump', ['-Fc', '--no-owner', '--no-acl', '-f', temporary, '-d', databaseUrl], {
      maxBuffer: 16 * 1024 * 1024,
    });
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw toolFailure('pg_dump', error);
  }
}

async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const database = await checkClientVersion(databaseUrl, 'pg_restore');
  try {
    const tables = await listTables(database.db);
    if (tables.length > 0) {
      throw new BackupError(
        'O banco de destino já tem tabelas: restaure num banco novo (createdb). / ' +
          'The target database already has tables: restore into a new one (createdb).',
      );
    }
  } finally {
    await database.close();
  }
  // One transaction: a failing restore leaves the new database as empty as it was.
  const args = ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction'];
  await run('pg_restore', [...args, '-d', databaseUrl, file], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: unknown) => {
    throw toolFailure('pg_restore', error);
  });
}

function toolFailure(tool: string, error: unknown): BackupError {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new BackupError(`${tool} falhou / failed: ${stderr || String(error)}`);
}
