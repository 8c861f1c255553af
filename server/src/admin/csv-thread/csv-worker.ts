import type { SimuladoFormat } from '@gabaritei/shared';
import { preparePaper, type PreparedPaper } from '../../papers/paper-check';
import { parseQuestionsCsv, type CsvParseOutcome } from '../csv-import';
import { csvPaperDraft } from '../csv-paper-draft';

/** A plain CSV of the admin's CSV import: its text, already within CSV_LIMITS.maxBytes. */
export type CsvTask = { text: string; format: SimuladoFormat };

/** The CSV read, and with base texts the paper they make, checked as storage will. */
export type CsvRead = { csv: CsvParseOutcome; prepared: PreparedPaper | null };

/**
 * Runs in a thread of the CSV pool (csv-pool.ts): parsing 2 MB three times (one per
 * delimiter tried) and sanitising what it makes take the CPU for up to seconds.
 */
export default function readCsv(task: CsvTask): CsvRead {
  const csv = parseQuestionsCsv(task.text, task.format);
  const withTexts = csv.ok && csv.questions.some((q) => q.baseText !== null);
  const prepared = withTexts ? preparePaper(csvPaperDraft(csv.questions), task.format) : null;
  return { csv, prepared };
}
