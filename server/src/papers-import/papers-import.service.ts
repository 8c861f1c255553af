import type { Logger } from 'pino';
import {
  ADMIN_MESSAGES,
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_MESSAGES as M,
  type PaperImportResult,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError, badRequest, notFound } from '../http/errors';
import { replacePaper, type PaperDraft } from '../papers/paper-replace';
import { processImportPool, type ImportPool } from './import-pool/import-pool';
import type { ImportRead, ImportTask } from './import-pool/import-worker';
import { findSimuladoForExport } from './papers-export.repository';
import { errorLine } from './papers-import.presenter';

export type PapersImportDeps = {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, 'info'>;
  /** Where files are read: the process's pool unless a test hands in one of its own. */
  pool?: ImportPool;
};

export type ImportOptions = { dryRun: boolean; alts?: Readonly<Record<string, string>> };

/** Bytes back from the worker are Uint8Arrays: the structured clone does not keep Buffers. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const withImages = (draft: PaperDraft): PaperDraft => ({
  ...draft,
  assets: draft.assets.map((asset) => ({ ...asset, bytes: asBuffer(asset.bytes) })),
});

/** The saved answer with each placeholder URL swapped for its stored image's. */
function withStoredImages(result: PaperImportResult, swaps: [string, string][]): PaperImportResult {
  let json = JSON.stringify(result);
  for (const [from, to] of swaps) json = json.replaceAll(from, to);
  return JSON.parse(json) as PaperImportResult;
}

/**
 * The Word and ZIP imports: the file is read, checked against the import limits and
 * sanitised in a worker thread (import-pool/), off the thread that serves the exams; here
 * only the answer is given (dry run) or the paper replaced, all or nothing, while nobody
 * has started.
 */
export function createPapersImportService({ db, clock, logger, pool }: PapersImportDeps) {
  const files = pool ?? processImportPool();

  async function formatOf(simuladoId: string) {
    const simulado = await findSimuladoForExport(db, simuladoId);
    if (!simulado) throw notFound(ADMIN_MESSAGES.simuladoNotFound);
    return simulado.format;
  }

  async function read(task: Omit<ImportTask, 'format'>): Promise<ImportRead> {
    const outcome = await files.run({ ...task, format: await formatOf(task.simuladoId) });
    if (!outcome.ok) {
      const { statusCode, code, message } = outcome.refusal;
      throw new AppError(statusCode, code, message);
    }
    return outcome;
  }

  async function importFile(
    simuladoId: string,
    kind: 'docx' | 'zip',
    file: Buffer,
    { dryRun, alts = {} }: ImportOptions,
  ): Promise<PaperImportResult> {
    const read_ = await read({ kind, file: new Uint8Array(file), simuladoId, dryRun, alts });
    const { result, errorCount, prepared } = read_;
    if (dryRun) return result;
    if (errorCount > 0 || !prepared) {
      const lines = [M.errors(errorCount), ...result.errors.map(errorLine)];
      throw badRequest(lines.join('\n'), CODES.PAPER_IMPORT_INVALID);
    }
    const replaced = await replacePaper(
      { db, clock },
      simuladoId,
      withImages(read_.draft),
      prepared,
    );
    logger.info(
      {
        simuladoId,
        source: kind,
        questions: replaced.questionCount,
        baseTexts: replaced.baseTextCount,
      },
      'paper imported',
    );
    const stored = new Map(replaced.assets.map((asset) => [asset.ref, asset.url]));
    return withStoredImages(
      result,
      prepared.placeholders.map((p) => [p.url, stored.get(p.ref) ?? '']),
    );
  }

  return {
    importDocx: (simuladoId: string, file: Buffer, options: ImportOptions) =>
      importFile(simuladoId, 'docx', file, options),
    importZip: (simuladoId: string, file: Buffer, options: ImportOptions) =>
      importFile(simuladoId, 'zip', file, { dryRun: options.dryRun }),
  };
}

export type PapersImportService = ReturnType<typeof createPapersImportService>;
