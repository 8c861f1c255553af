import { z } from 'zod';
import { emailSchema } from '../auth/schemas';
import { LIMITS } from '../limits';
import { safeText } from '../text/safe-text';
import { CLASS_MESSAGES as M } from './messages';

/** How many e-mails one paste may carry: a full class of the largest size, twice over. */
export const BULK_ENROLMENT_MAX = LIMITS.classCapacityMax * 2;

/**
 * Splits what a teacher pastes into e-mail candidates: separated by commas, semicolons,
 * line breaks, tabs or spaces — a column copied from a spreadsheet arrives as lines, a row
 * as tabs. Quotes and angle brackets around an address ('"Ana" <ana@x.com>') go; the same
 * address twice (any case) counts once. Nothing is validated here: the server does that.
 */
export function splitEmailList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,;\s]+/)) {
    const token = raw.replace(/^[<"'(]+|[>"')]+$/g, '').trim();
    if (token === '' || !token.includes('@')) {
      // A lone name next to an address ('Ana <ana@x.com>') is not an e-mail attempt.
      if (token !== '' && !/^[\p{L}'-]+$/u.test(token)) pushOnce(token);
      continue;
    }
    pushOnce(token);
  }
  return out;

  function pushOnce(token: string) {
    const key = token.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(token);
  }
}

/** POST /api/classes/{id}/students/bulk: the candidates, each validated on its own. */
export const bulkEnrolmentSchema = z.object({
  studentEmails: z
    .array(safeText({ error: M.bulkListInvalid }).max(LIMITS.emailMax * 2), {
      error: M.bulkListInvalid,
    })
    .min(1, { error: M.bulkListEmpty })
    .max(BULK_ENROLMENT_MAX, { error: M.bulkListTooLong(BULK_ENROLMENT_MAX) }),
});
export type BulkEnrolmentInput = z.infer<typeof bulkEnrolmentSchema>;

/** The e-mail as stored, or null when it is not one. */
export function normaliseEmail(candidate: string): string | null {
  const parsed = emailSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * What happened to each address of a paste: `added` — a student account, invited in the
 * app; `invited` — no account yet, invited by e-mail; `alreadyThere`; `invalid` — not an
 * e-mail; `notStudents` — a teacher's or admin's account; `noRoom` — the class filled up.
 */
export const bulkEnrolmentSummarySchema = z.object({
  added: z.array(z.string()),
  invited: z.array(z.string()),
  alreadyThere: z.array(z.string()),
  invalid: z.array(z.string()),
  notStudents: z.array(z.string()),
  noRoom: z.array(z.string()),
});
export type BulkEnrolmentSummary = z.infer<typeof bulkEnrolmentSummarySchema>;
