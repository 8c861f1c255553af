import crypto from 'node:crypto';
import type { DbOrTx } from '../db/database';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import { findReportInputs } from './report-version.repository';

/**
 * The version of everything a report of this result prints: the paper (questions, key,
 * annulments, base texts: simulados.paper_version), every result of the simulado (its own
 * score and the field's histogram, mean, ranking and per-question figures: their graded_seq,
 * which a trigger moves on every insert, regrade and delete), the simulado's own fields, her
 * name, and whether the key was embargoed (extra time holds it, and an embargoed report
 * prints no questions). Both counters are kept by triggers, so a new writer of questions or
 * results cannot leave a stored report stale. Null when the result does not exist.
 */
export async function reportVersionOf(
  db: DbOrTx,
  resultId: string,
  now: Date,
): Promise<string | null> {
  const inputs = await findReportInputs(db, resultId);
  if (!inputs) return null;
  const embargo = keyEmbargoOf(inputs, now)?.toISOString() ?? 'aberto';
  const parts = [
    inputs.paper_version,
    inputs.grading,
    inputs.title,
    inputs.subject ?? '',
    inputs.format,
    inputs.scoring,
    inputs.user_name,
    embargo,
  ];
  return crypto.createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

const MARK = '%gabaritei-report-version ';
const EOF_MARK = '%%EOF';
/** The stamp sits in the file's last bytes: reading this much of the end finds it. */
export const VERSION_TAIL_BYTES = 256;

/**
 * The version goes inside the PDF, as a comment line just before its final %%EOF: a PDF
 * comment may stand there, no byte offset of the file moves, and the PDF and its version are
 * then written (and renamed into place, and backed up) as one thing in either store.
 */
export function stampVersion(pdf: Uint8Array, version: string): Uint8Array {
  const buffer = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const at = buffer.lastIndexOf(EOF_MARK);
  if (at < 0) return pdf;
  return Buffer.concat([
    buffer.subarray(0, at),
    Buffer.from(`${MARK}${version}\n`),
    buffer.subarray(at),
  ]);
}

/** The version a stored PDF was rendered at (from its last bytes); null when unstamped. */
export function stampedVersion(tail: Uint8Array): string | null {
  const text = Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength).toString('latin1');
  const match = /%gabaritei-report-version ([0-9a-f]+)\r?\n%%EOF\s*$/.exec(text);
  return match?.[1] ?? null;
}
