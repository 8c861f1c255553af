import {
  CSV_LIMITS,
  WEIGHT_LIMITS,
  optionLettersOf,
  type Option,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { escapeHtml, formulaIssue } from '@gabaritei/shared/content';
import {
  isHeaderRow,
  normaliseHeader,
  positionalColumns,
  readHeader,
  requiredColumns,
  type ColumnMap,
  type CsvField,
} from './csv-columns';
import { parseRows, type ParsedFile, type ParsedRow } from './csv-rows';

/** One question read from a CSV row, ready to store. */
export type CsvQuestion = {
  text: string;
  /** '' for Certo/Errado items, which have no options. */
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  /** Only A–E papers. */
  optionE: string | null;
  correctOption: Option;
  weight: number;
  subject: string | null;
  explanation: string | null;
  /** Its 'texto base' cell (the text, or in a ZIP the name of its file); null without. */
  baseText: string | null;
};

export type CsvParseOutcome =
  | { ok: true; questions: CsvQuestion[] }
  | { ok: false; errors: string[]; errorCount: number }
  | { ok: false; tooMany: number };

export const TEXT_MAX = 10_000;
export const OPTION_MAX = 2_000;
const DELIMITERS = [';', ',', '\t'] as const;

/** `![texto alternativo](figura.png)`: how a cell names an image file of the ZIP upload. */
export const IMAGE_MARK = /!\[([^\]]*)\]\(([^)]+)\)/g;

/** What a CSV may hold beyond plain text: image marks only where a ZIP brings their files. */
export type CsvOptions = { images?: boolean };

/** How the key of each format may be written; Certo/Errado takes words too, in any case. */
export function readAnswer(format: SimuladoFormat, raw: string): Option | null {
  const value = normaliseHeader(raw);
  if (format === 'CERTO_ERRADO') {
    if (value === 'c' || value === 'certo') return 'C';
    if (value === 'e' || value === 'errado') return 'E';
    return null;
  }
  const letter = value.toUpperCase();
  return (optionLettersOf(format) as readonly string[]).includes(letter)
    ? (letter as Option)
    : null;
}

export const ANSWER_HINT: Record<SimuladoFormat, string> = {
  ABCD: 'use A, B, C ou D',
  ABCDE: 'use A, B, C, D ou E',
  CERTO_ERRADO: 'use C, E, Certo ou Errado',
};

/** '1', '1,5' (Excel pt-BR) or '1.5'; blank is the default weight. */
export function readWeight(raw: string): number | null {
  if (raw === '') return WEIGHT_LIMITS.default;
  if (!/^\d+(?:[.,]\d+)?$/.test(raw)) return null;
  const weight = Number(raw.replace(',', '.'));
  return weight >= WEIGHT_LIMITS.min && weight <= WEIGHT_LIMITS.max ? weight : null;
}

/** Reads one row by the column map, or says what is wrong with it (pt-BR, no line prefix). */
function readRow(
  raw: string[],
  columns: ColumnMap,
  format: SimuladoFormat,
  options: CsvOptions,
): CsvQuestion | string[] {
  // Line breaks inside a cell: one kind, whatever the program wrote.
  const fields = raw.map((f) => f.replace(/\r\n?/g, '\n').trim());
  const required = requiredColumns(format).length;
  // Spreadsheets pad rows with empty trailing cells; only filled extra cells are an error.
  while (fields.length > required && fields.at(-1) === '') fields.pop();
  if (fields.length > columns.length)
    return [`colunas demais (${fields.length}; o máximo é ${columns.length})`];
  if (fields.length <= 2 && fields.length < required)
    return [`colunas faltando (${fields.length} de ${required})`];
  const cell = (field: CsvField) => {
    const index = columns.indexOf(field);
    return index < 0 ? '' : (fields[index] ?? '');
  };
  const problems: string[] = [];
  const text = cell('text');
  if (text === '') problems.push('enunciado vazio');
  else if (text.length > TEXT_MAX) problems.push(`enunciado com mais de ${TEXT_MAX} caracteres`);
  for (const letter of optionLettersOf(format)) {
    const option = cell(letter);
    if (option === '') problems.push(`alternativa ${letter} vazia`);
    else if (option.length > OPTION_MAX)
      problems.push(`alternativa ${letter} com mais de ${OPTION_MAX} caracteres`);
  }
  const answer = cell('answer');
  const correct = readAnswer(format, answer);
  if (answer === '') problems.push('gabarito vazio');
  else if (!correct) problems.push(`gabarito "${answer}" inválido (${ANSWER_HINT[format]})`);
  const weight = readWeight(cell('weight'));
  if (weight === null) problems.push(`peso "${cell('weight')}" inválido (de 0,5 a 10)`);
  const subject = cell('subject');
  const explanation = cell('explanation');
  if (subject.length > 120) problems.push('disciplina com mais de 120 caracteres');
  if (explanation.length > TEXT_MAX) problems.push(`comentário com mais de ${TEXT_MAX} caracteres`);
  // A formula no renderer could draw is refused here, as on every write of rich content.
  const cells: [string, string][] = [
    ['enunciado', text],
    ...optionLettersOf(format).map((l): [string, string] => [`alternativa ${l}`, cell(l)]),
    ['comentário', explanation],
  ];
  for (const [field, value] of cells) {
    const formula = formulaIssue(escapeHtml(value));
    if (formula) problems.push(`${field}: ${formula}`);
  }
  // A plain CSV carries text only: a mark would be stored as its letters, the image lost.
  if (!options.images)
    for (const [, , file] of fields.join('\n').matchAll(IMAGE_MARK))
      problems.push(
        `a imagem "${file!.trim()}" só pode ser importada no envio em ZIP, junto com o arquivo dela`,
      );
  if (problems.length > 0 || !correct || weight === null) return problems;
  return {
    text,
    optionA: cell('A'),
    optionB: cell('B'),
    optionC: cell('C'),
    optionD: cell('D'),
    optionE: format === 'ABCDE' ? cell('E') : null,
    correctOption: correct,
    weight,
    subject: subject === '' ? null : subject,
    explanation: explanation === '' ? null : explanation,
    baseText: cell('baseText') === '' ? null : cell('baseText'),
  };
}

/**
 * The score of a delimiter: rows that split into a plausible question of the format
 * (its required columns up to all of them), then how many fields it finds at all.
 */
function score(parsed: ParsedFile, format: SimuladoFormat): number {
  const min = requiredColumns(format).length;
  const max = positionalColumns(format).length;
  const { rows } = parsed;
  const plausible = rows.filter((r) => r.fields.length >= min && r.fields.length <= max).length;
  const fields = rows.reduce((sum, r) => sum + Math.min(r.fields.length, max), 0);
  return plausible * 1e9 + fields;
}

/**
 * Comma, semicolon (Excel in pt-BR) or tab (cells pasted from a spreadsheet): the one under
 * which most rows have the shape of a question wins. Parsing 2 MB thrice costs milliseconds.
 */
function parseDetectingDelimiter(text: string, format: SimuladoFormat): ParsedFile {
  // A header and one row past the limit are enough to refuse; the rest is counted.
  const candidates = DELIMITERS.map((delimiter) =>
    parseRows(text, delimiter, CSV_LIMITS.maxQuestions + 2),
  );
  return candidates.reduce((best, next) =>
    score(next, format) > score(best, format) ? next : best,
  );
}

type LineError = { line: number; message: string };

/**
 * Reads the questions of a CSV for a simulado of `format`: delimiter
 * detected, BOM, quoted delimiters, quotes and line breaks, CRLF, columns by a Portuguese
 * or English header (any case, accents or not) or, without one, in the documented order.
 * All or nothing: any bad row, or header, makes the whole file an error list ('linha N:
 * motivo', at most CSV_LIMITS.maxErrors of them, in line order).
 */
export function parseQuestionsCsv(
  text: string,
  format: SimuladoFormat,
  options: CsvOptions = {},
): CsvParseOutcome {
  const parsed = parseDetectingDelimiter(text.replace(/^\uFEFF/, ''), format);
  const errors: LineError[] = parsed.unclosedQuoteLines.map((line) => ({
    line,
    message: 'aspas não fechadas',
  }));
  // Rows of empty cells (';;;;;' from Excel) are blank lines too.
  const rows: ParsedRow[] = parsed.rows.filter((row) => row.fields.some((f) => f.trim() !== ''));
  let columns: ColumnMap | null = positionalColumns(format);
  if (rows.length > 0 && isHeaderRow(rows[0]!.fields)) {
    const header = rows.shift()!;
    const read = readHeader(header.fields, format);
    columns = read.ok ? read.columns : null;
    if (!read.ok) errors.push({ line: header.line, message: read.problems.join('; ') });
  }
  const count = rows.length + parsed.moreRows;
  if (count > CSV_LIMITS.maxQuestions) return { ok: false, tooMany: count };

  const questions: CsvQuestion[] = [];
  // Under a header that could not be read, the rows' cells mean nothing to check.
  for (const row of rows) {
    if (!columns) break;
    const outcome = readRow(row.fields, columns, format, options);
    if (Array.isArray(outcome)) errors.push({ line: row.line, message: outcome.join('; ') });
    else questions.push(outcome);
  }
  if (errors.length > 0) {
    const lines = errors
      .sort((x, y) => x.line - y.line)
      .map((error) => `linha ${error.line}: ${error.message}`);
    return { ok: false, errors: lines.slice(0, CSV_LIMITS.maxErrors), errorCount: lines.length };
  }
  return { ok: true, questions };
}
