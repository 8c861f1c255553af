import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  openArchiveWriter,
  type ArchiveWriter,
  type Manifest,
} from './archive';
import {
  appliedMigrations,
  countRows,
  listForeignKeys,
  listSequences,
  listTables,
  readRowsAsJson,
} from './backup.repository';
import { BackupError } from './backup.errors';
import type { ProgressSink } from './progress';
import { orderByDependencies } from './table-order';

export type ExportDeps = {
  db: Db;
  clock: Clock;
  kind: 'pglite' | 'postgres';
  /** Where this installation keeps rendered reports as files; null: in the database. */
  reportsDir: string | null;
  progress?: ProgressSink;
};

/** `pnpm db:export`: the whole database, and the report files, into one archive. */
export function createExportService(deps: ExportDeps) {
  return {
    /**
     * Writes the archive to `file` (through a temporary name, so a failed export never
     * leaves a plausible-looking half file) and returns its manifest.
     */
    async exportTo(file: string): Promise<Manifest> {
      const temporary = `${file}.${process.pid}.partial`;
      const writer = openArchiveWriter(temporary);
      try {
        const manifest = await writeArchive(deps, writer);
        await writer.close();
        fs.renameSync(temporary, file);
        return manifest;
      } catch (error) {
        await writer.close().catch(() => undefined);
        fs.rmSync(temporary, { force: true });
        throw error;
      }
    },
  };
}

async function writeArchive(deps: ExportDeps, writer: ArchiveWriter): Promise<Manifest> {
  const reports = listReportFiles(deps.reportsDir);
  // One snapshot for every table: rows written while the export runs are either all in
  // or all out, and foreign keys hold inside the archive.
  return deps.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const migrations = await appliedMigrations(trx);
      const schemaVersion = migrations.at(-1);
      if (!schemaVersion) {
        throw new BackupError(
          'O banco de origem nunca foi migrado: não há o que exportar. / ' +
            'The source database was never migrated: there is nothing to export.',
        );
      }
      const tables = await listTables(trx);
      const order = orderByDependencies(
        tables.map((table) => table.name),
        await listForeignKeys(trx),
      );
      const byName = new Map(tables.map((table) => [table.name, table]));
      const counted: Manifest['tables'] = [];
      for (const name of order) {
        counted.push({ ...byName.get(name)!, rows: await countRows(trx, name) });
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        formatVersion: ARCHIVE_FORMAT_VERSION,
        schemaVersion,
        migrations,
        createdAt: deps.clock.now().toISOString(),
        source: deps.kind,
        tables: counted,
        sequences: await listSequences(trx),
        reports: reports.length,
      };
      await writer.json(manifest);
      for (const table of counted) {
        await writer.json({ table: table.name, rows: table.rows });
        deps.progress?.table(table.name, table.rows);
        let written = 0;
        for await (const batch of readRowsAsJson(trx, table.name)) {
          // One write per batch: a write per row costs more than the query itself.
          await writer.line(batch.join('\n'));
          written += batch.length;
          deps.progress?.rows(batch.length);
        }
        deps.progress?.tableDone();
        // The count and the cursor read one snapshot; a difference is a bug, not a race.
        if (written !== table.rows)
          throw new Error(`${table.name}: counted ${table.rows}, read ${written}`);
      }
      await writer.json({ reports: reports.length });
      for (const report of reports) {
        const pdf = fs.readFileSync(report.file);
        await writer.json({
          resultId: report.resultId,
          renderedAt: report.renderedAt,
          pdf: pdf.toString('base64'),
        });
      }
      await writer.json({ end: true });
      return manifest;
    });
}

type ReportFile = { resultId: string; file: string; renderedAt: string };

/** The PDFs of the directory store: `<resultId>.pdf`, rendered at their modification time. */
function listReportFiles(dir: string | null): ReportFile[] {
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^[0-9a-f-]{36}\.pdf$/i.test(name))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return {
        resultId: name.slice(0, -4),
        file,
        renderedAt: fs.statSync(file).mtime.toISOString(),
      };
    });
}
