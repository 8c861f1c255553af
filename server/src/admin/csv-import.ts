import { CsvError, parse } from 'csv-parse/sync';
import { CSV_LIMITS, OPTIONS, type Option } from '@gabaritei/shared';

/** One question read from a CSV row, ready to store. */
export type CsvQuestion = {
  text: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctOption: Option;
  subject: string | null;
  explanation: string | null;
};

export type CsvParseOutcome =
  | { ok: true; questions: CsvQuestion[] }
  | { ok: false; errors: string[]; errorCount: number }
  | { ok: false; tooMany: number };

/** Columns in order: six required, then subject and explanation (issue 6). */
const REQUIRED_COLUMNS = 6;
const MAX_COLUMNS = 8;
const TEXT_MAX = 10_000;
const OPTION_MAX = 2_000;
const DELIMITERS = [';', ',', '\t'] as const;

/** Header names people write, compared without case, accents, spaces or punctuation. */
const HEADER_TEXT = new Set(['text', 'texto', 'enunciado', 'pergunta', 'questao', 'question']);
const HEADER_ANSWER = new Set([
  'correctoption',
  'correct',
  'answer',
  'gabarito',
  'resposta',
  'respostacorreta',
  'correta',
  'alternativacorreta',
  'opcaocorreta',
]);

const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type ParsedRow = { line: number; fields: string[] };

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

/** Parses with one delimiter; each row carries the line its record STARTS on (from 1). */
function parseRows(text: string, delimiter: string): ParsedRow[] | { line: number } {
  const lines = lineCounter(Buffer.from(text, 'utf8'));
  const rows: ParsedRow[] = [];
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
      on_record: (record, context) => {
        rows.push({ line: lines.lineOfNextRecord(lastEnd), fields: record });
        // The context is csv-parse's info object, which its typings leave out: it also
        // holds `bytes`, the offset where this record (and its line break) ends.
        lastEnd = (context as unknown as { bytes: number }).bytes;
        return null;
      },
    });
    return rows;
  } catch (error) {
    if (error instanceof CsvError) return { line: lines.lineOfNextRecord(lastEnd) };
    throw error;
  }
}

/**
 * The score of a delimiter: rows that split into a plausible question (6 to 8 fields),
 * then (for files where no row does) how many fields it finds at all.
 */
function score(rows: ParsedRow[]): number {
  const plausible = rows.filter(
    (r) => r.fields.length >= REQUIRED_COLUMNS && r.fields.length <= MAX_COLUMNS,
  ).length;
  const fields = rows.reduce((sum, r) => sum + Math.min(r.fields.length, MAX_COLUMNS), 0);
  return plausible * 1e9 + fields;
}

/**
 * Comma, semicolon (Excel in pt-BR) or tab (cells pasted from a spreadsheet): the one under
 * which most rows have the shape of a question wins. Parsing 2 MB thrice costs milliseconds.
 */
function parseDetectingDelimiter(text: string): ParsedRow[] | { line: number } {
  let best: ParsedRow[] | { line: number } | null = null;
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const parsed = parseRows(text, delimiter);
    const points = Array.isArray(parsed) ? score(parsed) : -1;
    if (points > bestScore) {
      best = parsed;
      bestScore = points;
    }
  }
  return best ?? parseRows(text, ',');
}

function isHeader(fields: string[]): boolean {
  return (
    HEADER_TEXT.has(normalise(fields[0] ?? '')) &&
    HEADER_ANSWER.has(normalise(fields[REQUIRED_COLUMNS - 1] ?? ''))
  );
}

/** Reads one row, or says what is wrong with it (pt-BR, without the line prefix). */
function readRow(raw: string[]): CsvQuestion | string[] {
  // Line breaks inside a cell: one kind, whatever the program wrote.
  const fields = raw.map((f) => f.replace(/\r\n?/g, '\n').trim());
  // Spreadsheets pad rows with empty trailing cells; only filled extra cells are an error.
  while (fields.length > REQUIRED_COLUMNS && fields.at(-1) === '') fields.pop();
  if (fields.length > MAX_COLUMNS)
    return [`colunas demais (${fields.length}; o máximo é ${MAX_COLUMNS})`];
  const [text = '', a = '', b = '', c = '', d = '', answer = '', subject = '', explanation = ''] =
    fields;
  const problems: string[] = [];
  if (fields.length < REQUIRED_COLUMNS && fields.length <= 2)
    return [`colunas faltando (${fields.length} de ${REQUIRED_COLUMNS})`];
  if (text === '') problems.push('enunciado vazio');
  else if (text.length > TEXT_MAX) problems.push(`enunciado com mais de ${TEXT_MAX} caracteres`);
  for (const [letter, option] of [
    ['A', a],
    ['B', b],
    ['C', c],
    ['D', d],
  ] as const) {
    if (option === '') problems.push(`alternativa ${letter} vazia`);
    else if (option.length > OPTION_MAX)
      problems.push(`alternativa ${letter} com mais de ${OPTION_MAX} caracteres`);
  }
  const correct = answer.toUpperCase();
  if (correct === '') problems.push('gabarito vazio');
  else if (!(OPTIONS as readonly string[]).includes(correct))
    problems.push(`gabarito "${answer}" inválido (use A, B, C ou D)`);
  if (subject.length > 120) problems.push('matéria com mais de 120 caracteres');
  if (explanation.length > TEXT_MAX) problems.push(`explicação com mais de ${TEXT_MAX} caracteres`);
  if (problems.length > 0) return problems;
  return {
    text,
    optionA: a,
    optionB: b,
    optionC: c,
    optionD: d,
    correctOption: correct as Option,
    subject: subject === '' ? null : subject,
    explanation: explanation === '' ? null : explanation,
  };
}

/**
 * Reads the questions of a CSV as people export it (issue 6): delimiter detected, BOM,
 * quoted delimiters, quotes and line breaks, CRLF, an optional English or Portuguese header,
 * blank lines, padded or lower-case answers. All or nothing: any bad row makes the whole
 * file an error list ('linha N: motivo', at most CSV_LIMITS.maxErrors of them).
 */
export function parseQuestionsCsv(text: string): CsvParseOutcome {
  const parsed = parseDetectingDelimiter(text.replace(/^\uFEFF/, ''));
  if (!Array.isArray(parsed))
    return { ok: false, errors: [`linha ${parsed.line}: aspas não fechadas`], errorCount: 1 };
  // Rows of empty cells (';;;;;' from Excel) are blank lines too.
  const rows = parsed.filter((row) => row.fields.some((f) => f.trim() !== ''));
  if (rows.length > 0 && isHeader(rows[0]!.fields)) rows.shift();
  if (rows.length > CSV_LIMITS.maxQuestions) return { ok: false, tooMany: rows.length };

  const questions: CsvQuestion[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    const outcome = readRow(row.fields);
    if (Array.isArray(outcome)) errors.push(`linha ${row.line}: ${outcome.join('; ')}`);
    else questions.push(outcome);
  }
  if (errors.length > 0)
    return { ok: false, errors: errors.slice(0, CSV_LIMITS.maxErrors), errorCount: errors.length };
  return { ok: true, questions };
}
