import {
  ERROR_CODES,
  PAPER_IMPORT_ERROR_CODES as CODES,
  PAPER_IMPORT_LIMITS as L,
  PAPER_IMPORT_MESSAGES as M,
} from '@gabaritei/shared';
import { AppError } from '../../http/errors';
import { createThreadPool, workerEntry } from '../../threads/thread-pool';
import type { CsvRead, CsvTask } from './csv-worker';

export type CsvPool = { run(task: CsvTask): Promise<CsvRead> };

let shared: ReturnType<typeof createThreadPool<CsvTask, CsvRead>> | null = null;

/**
 * The process's thread for the CSV import (csv-worker.ts), off the thread serving the
 * exams: one CSV at a time per instance, within the imports' time and heap limits.
 */
export function processCsvPool(): CsvPool {
  shared ??= createThreadPool<CsvTask, CsvRead>({
    entry: workerEntry(import.meta.url, 'csv-worker'),
    timeoutMs: L.maxParseSeconds * 1000,
    refusals: {
      tooSlow: () =>
        new AppError(422, CODES.PAPER_IMPORT_TOO_COMPLEX, M.tooSlow(L.maxParseSeconds)),
      tooHeavy: () => new AppError(413, CODES.PAPER_IMPORT_TOO_LARGE, M.tooHeavy),
      busy: () => new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, M.busy),
    },
  });
  return shared;
}
