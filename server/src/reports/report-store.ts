import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import {
  deleteReportFiles,
  findReportFile,
  findReportFileTail,
  findReportRenderedAt,
  upsertReportFile,
} from './report-files.repository';
import { stampVersion, stampedVersion, VERSION_TAIL_BYTES } from './report-version';

/** A stored PDF and the report version it was rendered at (null: before versions). */
export type StoredReport = { pdf: Uint8Array; version: string | null };

/**
 * Where rendered PDFs live, keyed by result id, each stamped with the report version it
 * was rendered at (report-version.ts), so a download serves it only while that is current.
 */
export type ReportStore = {
  readonly kind: 'directory' | 'database';
  get(resultId: string): Promise<StoredReport | null>;
  /** The version of the stored PDF, read from its last bytes; null when there is none. */
  versionOf(resultId: string): Promise<string | null>;
  /** When the stored PDF was rendered; null when there is none. */
  renderedAt(resultId: string): Promise<Date | null>;
  put(resultId: string, pdf: Uint8Array, renderedAt: Date, version: string): Promise<void>;
  /** Forgets the PDFs of these results (a deleted account's reports). */
  remove(resultIds: readonly string[]): Promise<void>;
};

/**
 * A directory (the embedded mode's data directory, or REPORTS_DIR shared by API and
 * workers) when one is given; otherwise the database, which every process already shares.
 */
export function createReportStore(options: { db: Db; dir: string | null }): ReportStore {
  return options.dir ? directoryStore(options.dir) : databaseStore(options.db);
}

const UUID = /^[0-9a-f-]{36}$/i;

const stored = (pdf: Uint8Array): StoredReport => ({
  pdf,
  version: stampedVersion(pdf.subarray(Math.max(0, pdf.byteLength - VERSION_TAIL_BYTES))),
});

async function orNullWhenMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function directoryStore(dir: string): ReportStore {
  const fileOf = (resultId: string) => {
    // Ids come from our own queries; the check keeps a path out of them all the same.
    if (!UUID.test(resultId)) throw new Error(`not a result id: ${resultId}`);
    return path.join(dir, `${resultId}.pdf`);
  };
  return {
    kind: 'directory',
    get: (resultId) =>
      orNullWhenMissing(async () => stored(new Uint8Array(await fs.readFile(fileOf(resultId))))),
    versionOf: async (resultId) =>
      (await orNullWhenMissing(async () => {
        const file = await fs.open(fileOf(resultId), 'r');
        try {
          const { size } = await file.stat();
          const length = Math.min(size, VERSION_TAIL_BYTES);
          const tail = new Uint8Array(length);
          await file.read(tail, 0, length, size - length);
          return stampedVersion(tail);
        } finally {
          await file.close();
        }
      })) ?? null,
    renderedAt: (resultId) =>
      orNullWhenMissing(async () => (await fs.stat(fileOf(resultId))).mtime),
    async put(resultId, pdf, renderedAt, version) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside then renamed: a reader never sees half a PDF.
      const target = fileOf(resultId);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, stampVersion(pdf, version));
      // The modification time records when it was rendered (by the app's clock).
      await fs.utimes(temporary, renderedAt, renderedAt);
      await fs.rename(temporary, target);
    },
    async remove(resultIds) {
      await Promise.all(resultIds.map((id) => fs.rm(fileOf(id), { force: true })));
    },
  };
}

function databaseStore(db: Db): ReportStore {
  return {
    kind: 'database',
    get: async (resultId) => {
      const pdf = await findReportFile(db, resultId);
      return pdf ? stored(pdf) : null;
    },
    versionOf: async (resultId) => {
      const tail = await findReportFileTail(db, resultId, VERSION_TAIL_BYTES);
      return tail ? stampedVersion(tail) : null;
    },
    renderedAt: (resultId) => findReportRenderedAt(db, resultId),
    put: (resultId, pdf, renderedAt, version) =>
      upsertReportFile(db, resultId, stampVersion(pdf, version), renderedAt),
    remove: (resultIds) => deleteReportFiles(db, resultIds),
  };
}
