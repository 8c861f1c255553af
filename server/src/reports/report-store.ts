import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import {
  deleteReportFiles,
  findReportFile,
  findReportRenderedAt,
  upsertReportFile,
} from './report-files.repository';

/** Where rendered PDFs live, keyed by result id, so a download never renders twice. */
export type ReportStore = {
  readonly kind: 'directory' | 'database';
  get(resultId: string): Promise<Uint8Array | null>;
  /** When the stored PDF was rendered; null when there is none. */
  renderedAt(resultId: string): Promise<Date | null>;
  put(resultId: string, pdf: Uint8Array, renderedAt: Date): Promise<void>;
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

function directoryStore(dir: string): ReportStore {
  const fileOf = (resultId: string) => {
    // Ids come from our own queries; the check keeps a path out of them all the same.
    if (!UUID.test(resultId)) throw new Error(`not a result id: ${resultId}`);
    return path.join(dir, `${resultId}.pdf`);
  };
  return {
    kind: 'directory',
    async get(resultId) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(resultId)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async renderedAt(resultId) {
      try {
        return (await fs.stat(fileOf(resultId))).mtime;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(resultId, pdf, renderedAt) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside then renamed: a reader never sees half a PDF.
      const target = fileOf(resultId);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, pdf);
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
    get: (resultId) => findReportFile(db, resultId),
    renderedAt: (resultId) => findReportRenderedAt(db, resultId),
    put: (resultId, pdf, renderedAt) => upsertReportFile(db, resultId, pdf, renderedAt),
    remove: (resultIds) => deleteReportFiles(db, resultIds),
  };
}
