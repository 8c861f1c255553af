import { CsvError, parse } from 'csv-parse/sync';

/** A record of the file and the line it STARTS on, as a text editor numbers lines. */
export type ParsedRow = { line: number; fields: string[] };

/**
 * The records with a filled cell of a file, and the lines where a quote opened and never
 * closed. Past `maxRows` records, the others are only counted (`moreRows`): a file of
 * 175,000 rows is refused by its count without holding them all.
 */
export type ParsedFile = { rows: ParsedRow[]; moreRows: number; unclosedQuoteLines: number[] };

const filled = (fields: string[]) => fields.some((field) => field.trim() !== '');

const LF = 0x0a;
const CR = 0x0d;

/**
 * Line numbers as a text editor shows them, from byte offsets: csv-parse reports where each
 * record ends (in UTF-8 bytes); the next record starts after any line breaks that follow.
 */
function lineCounter(bytes: Buffer) {
  let offset = 0;
  let line = 1;
  const advanceTo = (target: number) => {
    for (; offset < target && offset < bytes.length; offset++) {
      const byte = bytes[offset];
      // CRLF is one break: count the CR, skip its LF.
      if (byte === CR || (byte === LF && bytes[offset - 1] !== CR)) line++;
    }
  };
  return {
    /** The line of the first non-blank byte at or after `from`. */
    lineOfNextRecord(from: number): number {
      let start = from;
      while (start < bytes.length && (bytes[start] === LF || bytes[start] === CR)) start++;
      advanceTo(start);
      return line;
    },
  };
}

/** Parses until the end or the first unclosed quote, whose record's line it returns. */
function parseUntilError(
  text: string,
  delimiter: string,
  room: number,
): { rows: ParsedRow[]; moreRows: number; failedAt: number | null } {
  const lines = lineCounter(Buffer.from(text, 'utf8'));
  const rows: ParsedRow[] = [];
  let moreRows = 0;
  let lastEnd = 0;
  try {
    parse(text, {
      delimiter,
      // Pasted text may mix line ends; a file from one program never minds.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A stray quote inside an unquoted field ('o "Estado"') is kept as text.
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        // Blank records (';;;;' from Excel) are nobody's row: every caller drops them.
        if (!filled(record)) {
          // Nothing to keep.
        } else if (rows.length < room)
          rows.push({ line: lines.lineOfNextRecord(lastEnd), fields: record });
        else moreRows += 1;
        // The context is csv-parse's info object, which its typings leave out: it also
        // holds `bytes`, the offset where this record (and its line break) ends.
        lastEnd = (context as unknown as { bytes: number }).bytes;
        return null;
      },
    });
    return { rows, moreRows, failedAt: null };
  } catch (error) {
    if (error instanceof CsvError)
      return { rows, moreRows, failedAt: lines.lineOfNextRecord(lastEnd) };
    throw error;
  }
}

/** The text after its first `count` physical lines ('' when there are no more). */
function dropLines(text: string, count: number): string {
  const breaks = /\r\n|\n|\r/g;
  for (let i = 0; i < count; i++) if (!breaks.exec(text)) return '';
  return text.slice(breaks.lastIndex);
}

/**
 * Parses with one delimiter. An unclosed quote swallows the rest of the file into one
 * field, which would hide every later mistake: its line is noted and parsing
 * starts again on the next line, so the admin gets the whole list in one go.
 */
export function parseRows(
  text: string,
  delimiter: string,
  maxRows: number = Number.POSITIVE_INFINITY,
): ParsedFile {
  const rows: ParsedRow[] = [];
  const unclosedQuoteLines: number[] = [];
  let moreRows = 0;
  let rest = text;
  let offset = 0;
  while (rest !== '') {
    const outcome = parseUntilError(rest, delimiter, maxRows - rows.length);
    moreRows += outcome.moreRows;
    // One push per row: spreading a file's rows as arguments overflows the stack from
    // about 125,000 of them.
    for (const row of outcome.rows) rows.push({ ...row, line: row.line + offset });
    if (outcome.failedAt === null) break;
    unclosedQuoteLines.push(outcome.failedAt + offset);
    rest = dropLines(rest, outcome.failedAt);
    offset += outcome.failedAt;
  }
  return { rows, moreRows, unclosedQuoteLines };
}
