import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { countRows, listTables, MIGRATION_TABLES, serverVersionNumber } from './backup.repository';
import { BackupError } from './backup.errors';
import type { ProgressSink } from './progress';

const run = promisify(execFile);

/** The table a verbose pg_dump / pg_restore line starts on ("public.users" → users). */
const TABLE_LINE = /(?:dumping contents of|processing data for) table "(?:public\.)?([^"]+)"/;

/** pg_dump -Fc of the whole database, written 0600 (it holds password hashes). */
export async function pgDump(databaseUrl: string, file: string, progress: ProgressSink) {
  const database = await checkClientVersion(databaseUrl, 'pg_dump');
  const counts = new Map<string, number>();
  try {
    // Known in advance, so each table's line has its rows; pg_dump does not say them.
    const tables = (await listTables(database.db)).map((table) => table.name);
    for (const table of [...tables, ...MIGRATION_TABLES])
      counts.set(table, await countRows(database.db, table).catch(() => 0));
  } finally {
    await database.close();
  }
  const temporary = `${file}.${process.pid}.partial`;
  // Created owner-only before pg_dump opens it: it truncates and keeps the mode.
  fs.closeSync(fs.openSync(temporary, 'w', 0o600));
  fs.chmodSync(temporary, 0o600);
  try {
    const args = ['-Fc', '--verbose', '--no-owner', '--no-acl', '-f', temporary, '-d', databaseUrl];
    let current: string | null = null;
    await runVerbose('pg_dump', args, (table) => {
      if (current) progress.tableDone(counts.get(current) ?? 0);
      current = table;
      progress.table(table, counts.get(table) ?? null);
    });
    if (current) progress.tableDone(counts.get(current) ?? 0);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** pg_restore in one transaction into an empty database; rows counted once committed. */
export async function pgRestore(databaseUrl: string, file: string, progress: ProgressSink) {
  const database = await checkClientVersion(databaseUrl, 'pg_restore');
  try {
    if ((await listTables(database.db)).length > 0) {
      throw new BackupError(
        'O banco de destino já tem tabelas: restaure num banco novo (createdb). / ' +
          'The target database already has tables: restore into a new one (createdb).',
      );
    }
  } finally {
    await database.close();
  }
  // One transaction: a failing restore leaves the new database as empty as it was.
  const args = ['--verbose', '--no-owner', '--no-acl', '--exit-on-error', '--single-transaction'];
  const times = new Map<string, number>();
  let current: { name: string; since: number } | null = null;
  const close = () => {
    if (current) times.set(current.name, performance.now() - current.since);
  };
  await runVerbose('pg_restore', [...args, '-d', databaseUrl, file], (table) => {
    close();
    current = { name: table, since: performance.now() };
    progress.step(`${table}…`);
  });
  close();
  // Inside pg_restore's transaction no other connection sees the rows: counted now.
  const after = await openDatabase({ databaseUrl, dataDir: null, poolSize: 1 });
  try {
    for (const [table, ms] of times) {
      const rows = await countRows(after.db, table);
      const rate =
        ms > 0 && rows > 0 ? `, ${Math.round((rows * 1000) / ms)} linhas/s (rows/s)` : '';
      progress.step(`${table}: ${rows} linhas (rows), ${(ms / 1000).toFixed(1)} s${rate}`);
    }
  } finally {
    await after.close();
  }
}

/** pg_dump refuses servers newer than itself; say which package to install. */
async function checkClientVersion(
  databaseUrl: string,
  tool: 'pg_dump' | 'pg_restore',
): Promise<DatabaseHandle> {
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

/** Runs a tool with --verbose: table lines go to `onTable`, errors into the failure. */
function runVerbose(tool: string, args: string[], onTable: (table: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const errors: string[] = [];
    let pending = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const table = TABLE_LINE.exec(line)?.[1];
        if (table) onTable(table);
        else if (/error|fatal|erro/i.test(line)) errors.push(line.trim());
      }
    });
    child.on('error', (error) => reject(new BackupError(`${tool} falhou / failed: ${error}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const detail = errors.slice(0, 5).join(' | ') || pending.trim() || `exit ${code}`;
        reject(new BackupError(`${tool} falhou / failed: ${detail}`));
      }
    });
  });
}
