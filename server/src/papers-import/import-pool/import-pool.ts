import {
  ERROR_CODES,
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS as L,
  PAPER_IMPORT_MESSAGES as M,
} from '@gabaritei/shared';
import { AppError } from '../../http/errors';
import { createThreadPool, workerEntry } from '../../threads/thread-pool';
import type { ImportOutcome, ImportTask } from './import-worker';

export type ImportPoolOptions = { threads?: number; timeoutMs?: number; heapMb?: number };

/** 413, 422 and 503 of the imports' threads, naming what was passed (shared's messages). */
export const IMPORT_REFUSALS = {
  tooSlow: () => new AppError(422, CODES.PAPER_IMPORT_TOO_COMPLEX, M.tooSlow(L.maxParseSeconds)),
  tooHeavy: () => new AppError(413, CODES.PAPER_IMPORT_TOO_LARGE, M.tooHeavy),
  busy: () => new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, M.busy),
};

/**
 * The Word and ZIP imports' worker threads (import-worker.ts): parsing a paper takes
 * seconds of CPU, which on the request thread would hold every exam save behind it.
 */
export function createImportPool(options: ImportPoolOptions = {}) {
  const pool = createThreadPool<ImportTask, ImportOutcome>({
    entry: workerEntry(import.meta.url, 'import-worker'),
    timeoutMs: options.timeoutMs ?? L.maxParseSeconds * 1000,
    refusals: IMPORT_REFUSALS,
    ...(options.threads ? { threads: options.threads } : {}),
    ...(options.heapMb ? { heapMb: options.heapMb } : {}),
  });
  return {
    /** A Word or ZIP file read into a paper, or the limit it passed. */
    run: (task: ImportTask) => pool.run(task, [task.file.buffer as ArrayBuffer]),
    close: pool.close,
  };
}

export type ImportPool = ReturnType<typeof createImportPool>;

let shared: ImportPool | null = null;

/** The process's one import pool, which every Word and ZIP import of this instance shares. */
export const processImportPool = (): ImportPool => (shared ??= createImportPool());
