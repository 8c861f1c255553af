import {
  BULK_ACCOUNTS_MAX_ROWS,
  BULK_ACCOUNTS_MESSAGES as M,
  nameSchema,
  normaliseEmail,
} from '@gabaritei/shared';
import { normaliseHeader } from '../admin/csv-columns';
import { parseRows, type ParsedFile, type ParsedRow } from '../admin/csv-rows';

/** A student of the file, with the line it starts on. */
export type StudentLine = { line: number; name: string; email: string };
export type LineError = { line: number; message: string };

export type StudentsCsv =
  { ok: true; students: StudentLine[]; errors: LineError[] } | { ok: false; tooMany: number };

/** Header names, compared like the question import's (no case, accents or punctuation). */
const NAME_HEADERS = new Set(['nome', 'name', 'nomecompleto', 'fullname', 'aluno', 'student']);
const EMAIL_HEADERS = new Set(['email', 'mail', 'emailaddress', 'enderecodeemail']);

/** Comma, semicolon (Excel in pt-BR) or tab, like the question import. */
const DELIMITERS = [',', ';', '\t'];

/** The delimiter under which most rows split into at least a name and an e-mail. */
function parseDetectingDelimiter(text: string): ParsedFile {
  const score = (parsed: ParsedFile) =>
    parsed.rows.filter((row) => row.fields.filter((f) => f.trim() !== '').length >= 2).length;
  return DELIMITERS.map((delimiter) => parseRows(text, delimiter)).reduce((best, next) =>
    score(next) > score(best) ? next : best,
  );
}

type Columns = { name: number; email: number };

/** The columns a header names, or null when the row is not a header. */
function headerColumns(fields: readonly string[]): Columns | null {
  const keys = fields.map(normaliseHeader);
  const name = keys.findIndex((key) => NAME_HEADERS.has(key));
  const email = keys.findIndex((key) => EMAIL_HEADERS.has(key));
  return name >= 0 || email >= 0 ? { name, email } : null;
}

/**
 * Reads the students of a spreadsheet: delimiter detected, BOM, quotes, CRLF; columns by a
 * Portuguese or English header ('Nome', 'Name', 'E-mail', 'Email', any case or accents)
 * or, without one, name then e-mail. Every bad line is an error with its line number:
 * no name, a bad e-mail, an e-mail already on an earlier line.
 */
export function parseStudentsCsv(text: string): StudentsCsv {
  const parsed = parseDetectingDelimiter(text.replace(/^\uFEFF/, ''));
  const errors: LineError[] = parsed.unclosedQuoteLines.map((line) => ({
    line,
    message: 'aspas não fechadas',
  }));
  const rows: ParsedRow[] = parsed.rows.filter((row) => row.fields.some((f) => f.trim() !== ''));
  let columns: Columns = { name: 0, email: 1 };
  const header = rows.length > 0 ? headerColumns(rows[0]!.fields) : null;
  if (header) {
    const first = rows.shift()!;
    if (header.name < 0 || header.email < 0) {
      errors.push({ line: first.line, message: M.missingColumns });
      return { ok: true, students: [], errors };
    }
    columns = header;
  }
  if (rows.length > BULK_ACCOUNTS_MAX_ROWS) return { ok: false, tooMany: rows.length };

  const students: StudentLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const rawName = (row.fields[columns.name] ?? '').trim().replace(/\s+/g, ' ');
    const name = nameSchema.safeParse(rawName);
    const rawEmail = (row.fields[columns.email] ?? '').trim();
    const email = normaliseEmail(rawEmail);
    const problems: string[] = [];
    // The register form's rules, in its words: the same name would pass there.
    if (rawName === '') problems.push(M.missingName);
    else if (!name.success) problems.push(name.error.issues[0]?.message ?? M.missingName);
    if (email === null) problems.push(M.badEmail(rawEmail));
    else if (firstLineOf.has(email)) problems.push(M.duplicate(firstLineOf.get(email)!));
    else firstLineOf.set(email, row.line);
    if (problems.length > 0) errors.push({ line: row.line, message: problems.join('; ') });
    else students.push({ line: row.line, name: name.data!, email: email! });
  }
  errors.sort((x, y) => x.line - y.line);
  return { ok: true, students, errors };
}
