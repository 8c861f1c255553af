import { FORMAT_LABELS, optionLettersOf, type SimuladoFormat } from '@gabaritei/shared';

/** What a column of the CSV holds. */
export type CsvField =
  | 'text'
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'answer'
  | 'weight'
  | 'subject'
  | 'explanation'
  /** A numbering column ('Nº', 'Número', …): accepted and ignored, the order is the rows'. */
  | 'number'
  /**
   * The question's base text: in a plain CSV the text itself, in the ZIP upload the name of
   * its '<name>.txt'. Consecutive rows with the same cell share one base text.
   */
  | 'baseText';

/** Column i of a row holds `columns[i]`. */
export type ColumnMap = CsvField[];

/**
 * Header names people write (in Portuguese or English), compared without case,
 * accents, spaces or punctuation (see normalise).
 */
const ALIASES: Record<CsvField, readonly string[]> = {
  text: ['enunciado', 'text', 'texto', 'pergunta', 'questao', 'question', 'item'],
  A: ['a', 'optiona', 'opcaoa', 'alternativaa'],
  B: ['b', 'optionb', 'opcaob', 'alternativab'],
  C: ['c', 'optionc', 'opcaoc', 'alternativac'],
  D: ['d', 'optiond', 'opcaod', 'alternativad'],
  E: ['e', 'optione', 'opcaoe', 'alternativae'],
  answer: [
    'gabarito',
    'correctoption',
    'correct',
    'answer',
    'resposta',
    'respostacorreta',
    'correta',
    'alternativacorreta',
    'opcaocorreta',
  ],
  weight: ['peso', 'weight'],
  subject: ['disciplina', 'discipline', 'subject', 'materia', 'assunto'],
  explanation: ['comentario', 'explanation', 'explicacao', 'comentariodogabarito'],
  // 'Nº' and 'N°' normalise to 'n'.
  number: ['n', 'no', 'numero', 'num', 'nro', 'number', 'ordem'],
  baseText: ['textobase', 'textoassociado', 'basetext', 'textodeapoio'],
};

/** Names of the statement that mean the numbering when another column holds the statement. */
const NUMBER_OR_TEXT = new Set(['questao', 'question', 'item']);

const FIELD_OF = new Map<string, CsvField>(
  (Object.entries(ALIASES) as [CsvField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
);

export const normaliseHeader = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The columns of a file without header, in the documented order of its format. */
export function positionalColumns(format: SimuladoFormat): ColumnMap {
  return ['text', ...optionLettersOf(format), 'answer', 'subject', 'explanation', 'weight'];
}

/** Columns every row of the format must have. */
export function requiredColumns(format: SimuladoFormat): CsvField[] {
  return ['text', ...optionLettersOf(format), 'answer'];
}

/** A header names the statement and the key; anything else is a question. */
export function isHeaderRow(fields: readonly string[]): boolean {
  const known = fields.map((field) => FIELD_OF.get(normaliseHeader(field)));
  return known.includes('text') && known.includes('answer');
}

const FIELD_NAMES: Record<CsvField, string> = {
  text: 'enunciado',
  A: 'a',
  B: 'b',
  C: 'c',
  D: 'd',
  E: 'e',
  answer: 'gabarito',
  weight: 'peso',
  subject: 'disciplina',
  explanation: 'comentario',
  number: 'nº',
  baseText: 'texto base',
};

/**
 * Reads a header row into the column map, or lists what is wrong with it: unknown names,
 * repeated ones, a column the format does not use (an 'e' in an A–D simulado, options in
 * a Certo/Errado one) and required ones missing. Empty trailing cells are padding.
 */
export function readHeader(
  fields: readonly string[],
  format: SimuladoFormat,
): { ok: true; columns: ColumnMap } | { ok: false; problems: string[] } {
  const cells = [...fields];
  while (cells.length > 0 && cells.at(-1)!.trim() === '') cells.pop();
  const allowed = new Set<CsvField>([...positionalColumns(format), 'number']);
  const problems: string[] = [];
  const columns: ColumnMap = [];
  // 'Questão' beside 'Enunciado' numbers the questions; alone it is the statement.
  const names = cells.map((cell) => normaliseHeader(cell));
  const statementElsewhere = names.some(
    (name) => FIELD_OF.get(name) === 'text' && !NUMBER_OR_TEXT.has(name),
  );
  for (const cell of cells) {
    const name = cell.trim();
    const key = normaliseHeader(name);
    const field = statementElsewhere && NUMBER_OR_TEXT.has(key) ? 'number' : FIELD_OF.get(key);
    if (!field) problems.push(`coluna "${name}" desconhecida`);
    else if (!allowed.has(field) && field !== 'baseText')
      problems.push(`a coluna "${name}" não é usada no formato ${FORMAT_LABELS[format]}`);
    else if (columns.includes(field)) problems.push(`coluna "${name}" repetida`);
    if (field) columns.push(field);
  }
  for (const field of requiredColumns(format))
    if (!columns.includes(field)) problems.push(`falta a coluna "${FIELD_NAMES[field]}"`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, columns };
}
