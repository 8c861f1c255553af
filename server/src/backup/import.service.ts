import fs from 'node:fs';
import path from 'node:path';
import type { Db, DbOrTx } from '../db/database';
import { migrateUpTo } from '../db/migrate';
import { migrations } from '../db/migrations';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  manifestSchema,
  openArchiveReader,
  type ArchiveReader,
  type Manifest,
} from './archive';
import {
  anyRows,
  appliedMigrations,
  insertJsonRows,
  insertReportFile,
  listTables,
  setSequence,
  type TableInfo,
} from './backup.repository';
import {
  analyze,
  detachKeysAndIndexes,
  raiseMaintenanceMemory,
  reattachKeysAndIndexes,
} from './bulk-load.repository';
import { BackupError, backupMessages } from './backup.errors';
import { silentProgress, type ProgressSink } from './progress';

export type ImportDeps = {
  db: Db;
  /** Where the target keeps rendered reports as files; null: in the database. */
  reportsDir: string | null;
  progress?: ProgressSink;
};

/** Rows sent per INSERT: large enough to be fast, small enough to keep memory flat. */
const BATCH_ROWS = 2000;
const BATCH_CHARS = 8 * 1024 * 1024;
/** For the index builds after the load: one sort in memory instead of runs on disk. */
const INDEX_BUILD_MEMORY = '256MB';

/**
 * `pnpm db:import`: loads an archive into an empty database. "Empty" means no row in any
 * table; the schema may be absent (never migrated) or migrated up to the archive's version.
 * It is migrated to exactly the archive's version, then every table is loaded in one
 * transaction: a bad or truncated file leaves the target as it was.
 */
export function createImportService(deps: ImportDeps) {
  return {
    async importFrom(file: string): Promise<Manifest> {
      const reader = openArchiveReader(file);
      const staging = deps.reportsDir ? path.join(deps.reportsDir, `.import-${process.pid}`) : null;
      try {
        const manifest = await readManifest(reader, file);
        await checkTarget(deps, manifest);
        await migrateUpTo(deps.db, manifest.schemaVersion);
        const staged = await deps.db
          .transaction()
          .execute(async (trx) => {
            await raiseMaintenanceMemory(trx, INDEX_BUILD_MEMORY);
            const detached = await detachKeysAndIndexes(trx);
            await loadTables(trx, reader, manifest, deps.progress ?? silentProgress);
            // Every key is checked here, over whole tables: a duplicate or a dangling
            // reference in the archive fails the import and rolls all of it back. The
            // reports come after, a few rows that need their table's key (ON CONFLICT).
            await reattachKeysAndIndexes(trx, detached);
            const reports = await loadReports(trx, reader, staging);
            const end = (await reader.json()) as { end?: boolean };
            if (end.end !== true) throw corrupt(file, 'sem marca de fim / no end mark');
            return reports;
          })
          .catch((error: unknown) => {
            throw error instanceof BackupError ? error : loadFailed(file, error);
          });
        // The planner knows nothing of two million new rows until they are analysed.
        await analyze(deps.db);
        // Files move into place only once the rows they belong to are committed.
        for (const report of staged) {
          fs.renameSync(report.staged, path.join(deps.reportsDir!, `${report.resultId}.pdf`));
        }
        return manifest;
      } finally {
        reader.close();
        if (staging) fs.rmSync(staging, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The database refused the archive's rows (a dangling reference, a duplicate, a value
 * that breaks a constraint): the transaction was rolled back, and the operator is told so.
 */
function loadFailed(file: string, error: unknown): BackupError {
  const detail = describeDatabaseError(error);
  return new BackupError(
    `O banco recusou os dados de ${file} (${detail}); nada foi importado e o banco de ` +
      `destino continua vazio. / The database refused the rows of ${file} (${detail}); ` +
      `nothing was imported and the target is still empty.`,
  );
}

function describeDatabaseError(error: unknown): string {
  const { message, detail } = (error ?? {}) as { message?: string; detail?: string };
  return [message ?? String(error), detail].filter(Boolean).join(': ');
}

function corrupt(file: string, why: string): BackupError {
  return new BackupError(
    `O arquivo ${file} está corrompido (${why}); nada foi importado. / ` +
      `The archive ${file} is corrupt (${why}); nothing was imported.`,
  );
}

async function readManifest(reader: ArchiveReader, file: string): Promise<Manifest> {
  let first: unknown;
  try {
    first = await reader.json();
  } catch {
    throw new BackupError(backupMessages.notAnArchive(file));
  }
  const format = (first as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT) throw new BackupError(backupMessages.notAnArchive(file));
  if (typeof format.formatVersion === 'number' && format.formatVersion > ARCHIVE_FORMAT_VERSION)
    throw new BackupError(backupMessages.newerFormat(format.formatVersion));
  const parsed = manifestSchema.safeParse(first);
  if (!parsed.success) throw new BackupError(backupMessages.notAnArchive(file));
  const manifest = parsed.data;
  const known = Object.keys(migrations).sort();
  const latest = known.at(-1)!;
  if (manifest.schemaVersion > latest)
    throw new BackupError(backupMessages.newerSchema(manifest.schemaVersion, latest));
  if (!known.includes(manifest.schemaVersion))
    throw new BackupError(backupMessages.unknownSchema(manifest.schemaVersion));
  return manifest;
}

async function checkTarget(deps: ImportDeps, manifest: Manifest): Promise<void> {
  const applied = (await appliedMigrations(deps.db)).at(-1);
  if (applied && applied > manifest.schemaVersion)
    throw new BackupError(backupMessages.targetAhead(applied, manifest.schemaVersion));
  const tables = await listTables(deps.db);
  const full = await anyRows(
    deps.db,
    tables.map((table) => table.name),
  );
  if (full) throw new BackupError(backupMessages.targetNotEmpty(full));
  if (deps.reportsDir && fs.existsSync(deps.reportsDir)) {
    if (fs.readdirSync(deps.reportsDir).some((name) => name.endsWith('.pdf')))
      throw new BackupError(backupMessages.reportsDirNotEmpty(deps.reportsDir));
  }
}

async function loadTables(
  trx: DbOrTx,
  reader: ArchiveReader,
  manifest: Manifest,
  progress: ProgressSink,
) {
  // One batch is read (and gunzipped) while the previous one is being inserted: with
  // PostgreSQL the two overlap on the machine's two cores.
  let inFlight: Promise<void> = Promise.resolve();
  const send = async (table: TableInfo, rows: string[]) => {
    await inFlight;
    inFlight = insertJsonRows(trx, table, rows).then(() => progress.rows(rows.length));
    // Awaited by the next send or at the end; until then a failure must not go unheard.
    inFlight.catch(() => undefined);
  };
  for (const table of manifest.tables) {
    const header = (await reader.json()) as { table?: string; rows?: number };
    if (header.table !== table.name || header.rows !== table.rows) {
      await inFlight;
      throw new BackupError(backupMessages.countMismatch(table.name, table.rows, header.rows ?? 0));
    }
    progress.table(table.name, table.rows);
    let batch: string[] = [];
    let chars = 0;
    for (let i = 0; i < table.rows; i++) {
      const row = await reader.next();
      batch.push(row);
      chars += row.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
        await send(table, batch);
        batch = [];
        chars = 0;
      }
    }
    await send(table, batch);
    await inFlight;
    progress.tableDone();
  }
  for (const sequence of manifest.sequences) await setSequence(trx, sequence);
}

type StagedReport = { resultId: string; staged: string };

/** Report PDFs: into the database store, or staged beside the target's report folder. */
async function loadReports(
  trx: DbOrTx,
  reader: ArchiveReader,
  staging: string | null,
): Promise<StagedReport[]> {
  const header = (await reader.json()) as { reports?: number };
  const count = header.reports ?? 0;
  const staged: StagedReport[] = [];
  if (staging && count > 0) fs.mkdirSync(staging, { recursive: true });
  for (let i = 0; i < count; i++) {
    const report = (await reader.json()) as { resultId: string; renderedAt: string; pdf: string };
    if (!/^[0-9a-f-]{36}$/i.test(report.resultId)) throw new BackupError('invalid report id');
    const pdf = Buffer.from(report.pdf, 'base64');
    if (!staging) {
      await insertReportFile(trx, {
        resultId: report.resultId,
        renderedAt: report.renderedAt,
        pdf,
      });
      continue;
    }
    const file = path.join(staging, `${report.resultId}.pdf`);
    fs.writeFileSync(file, pdf);
    // The directory store reads "rendered at" from the modification time.
    const renderedAt = new Date(report.renderedAt);
    fs.utimesSync(file, renderedAt, renderedAt);
    staged.push({ resultId: report.resultId, staged: file });
  }
  return staged;
}
