import os from 'node:os';
import {
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS,
  PAPER_IMPORT_MESSAGES as M,
  type PaperImportResult,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { AppError } from '../../http/errors';
import { preparePaper, type PaperDraft, type PreparedPaper } from '../../papers/paper-replace';
import { parseDocxPaper } from '../docx-parse';
import { assertWithinLimits } from '../import-limits';
import type { ParsedPaper } from '../paper-draft';
import { presentImport, previewUrl } from '../papers-import.presenter';
import { readPaperZip } from '../zip-import';
import { assertSafeZip } from '../zip-guard';

// On Linux a nice value is a thread's own: at 5 this thread gets about a quarter of a core
// the exams' thread (same process, nice 0) also wants, so on a busy 2-core machine a save
// waits little for a parse, while a parse still ends within its time beside other busy
// processes (19 starved it past 30 s there). Elsewhere it may apply to the whole process:
// left alone.
if (process.platform === 'linux') {
  try {
    os.setPriority(5);
  } catch {
    // Without permission to change it, the import simply runs at the usual priority.
  }
}

export type ImportTask = {
  kind: 'docx' | 'zip';
  file: Uint8Array;
  simuladoId: string;
  format: SimuladoFormat;
  dryRun: boolean;
  alts: Readonly<Record<string, string>>;
};

/** An AppError as it crosses the thread: a class does not survive the structured clone. */
export type Refusal = { statusCode: number; code: string; message: string };

/**
 * What was read: the screen's answer (`result`, sanitised; before a real import is stored
 * its images point at the prepared paper's placeholder URLs), every error counted, and
 * what storing needs (the draft's images and the prepared paper, null with errors).
 */
export type ImportRead = {
  result: PaperImportResult;
  errorCount: number;
  draft: PaperDraft;
  prepared: PreparedPaper | null;
};

export type ImportOutcome = ({ ok: true } & ImportRead) | { ok: false; refusal: Refusal };

async function read(task: ImportTask): Promise<ParsedPaper> {
  const file = Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength);
  const unreadable = task.kind === 'docx' ? M.notDocx : M.notZip;
  const zip = await assertSafeZip(file, unreadable);
  await assertWithinLimits(zip, task.kind);
  try {
    return task.kind === 'docx'
      ? await parseDocxPaper(file, task.format, task.alts)
      : await readPaperZip(zip, task.format);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // mammoth or JSZip refusing what is not a Word document or a readable ZIP.
    throw new AppError(400, CODES.PAPER_FILE_UNREADABLE, unreadable);
  }
}

/**
 * The import's CPU-heavy half, run in a worker thread of the import pool (import-pool.ts):
 * the archive checked against the limits while it inflates, the file read into a paper,
 * and, when its layout holds, the paper checked and sanitised as storage will
 * (papers/paper-check.ts). Nothing here touches the database.
 */
export default async function runImport(task: ImportTask): Promise<ImportOutcome> {
  try {
    const paper = await read(task);
    const draft: PaperDraft = {
      questions: paper.questions,
      baseTexts: paper.baseTexts,
      assets: paper.images.map((image) => ({ ref: image.ref, bytes: image.bytes })),
    };
    // Storage's own checks (sanitised content, limits) once the file's layout holds.
    const prepared = paper.errors.length === 0 ? preparePaper(draft, task.format) : null;
    for (const message of prepared?.errors ?? [])
      paper.errors.push({ question: null, paragraph: null, message });
    const errors = paper.errors.slice(0, PAPER_IMPORT_LIMITS.maxErrors);
    const urls = new Map(
      task.dryRun || !prepared
        ? paper.images.map((image, i) => [image.ref, previewUrl(task.simuladoId, i + 1)])
        : prepared.placeholders.map((p) => [p.ref, p.url]),
    );
    const result = presentImport({ ...paper, errors }, urls, !task.dryRun);
    return { ok: true, result, errorCount: paper.errors.length, draft, prepared };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { statusCode, code, message } = error;
    return { ok: false, refusal: { statusCode, code, message } };
  }
}
