import {
  PAPERS_ERROR_CODES,
  PAPERS_MESSAGES as M,
  isOptionOf,
  optionLettersOf,
  type QuestionInput,
  type SimuladoFormat,
} from '@gabaritei/shared';
import { richHtmlIssues, richHtmlToPlainText, sanitizeRichHtml } from '@gabaritei/shared/content';
import { badRequest, conflict } from '../http/errors';
import type { QuestionValues } from './papers.repository';

const LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
const FIELD = { A: 'optionA', B: 'optionB', C: 'optionC', D: 'optionD', E: 'optionE' } as const;

/** Something a candidate can see: text, or at least an image. */
export const isBlank = (html: string) =>
  !richHtmlToPlainText(html).trim() && !html.includes('<img');

/**
 * Rich HTML as stored: images without alternative text, formulas past their limits and
 * formatting nested too deep refused (richHtmlIssues), then the allow-list applied.
 * `field` ('Enunciado', 'Alternativa B'…) starts each complaint, so a paper's error list
 * says where to look.
 */
export function cleanHtml(html: string, field?: string): string {
  const issues = richHtmlIssues(html).map((issue) => (field ? `${field}: ${issue}` : issue));
  if (issues.length > 0) throw badRequest(issues.join('\n'), PAPERS_ERROR_CODES.PAPER_INVALID);
  return sanitizeRichHtml(html);
}

/**
 * A question as the format takes it: A–D and A–E need every option of their letters and
 * nothing else; Certo/Errado items have none ('' and null) and a key of C or E.
 */
export function cleanQuestion(format: SimuladoFormat, input: QuestionInput): QuestionValues {
  const letters = optionLettersOf(format);
  const text = cleanHtml(input.text, 'Enunciado');
  const errors: string[] = [];
  if (isBlank(text)) errors.push('O enunciado não pode ficar vazio.');
  const options = Object.fromEntries(
    LETTERS.map((letter) => {
      const sent = input[FIELD[letter]];
      const html = sent === null ? '' : cleanHtml(sent, `Alternativa ${letter}`);
      if (letters.includes(letter) && isBlank(html))
        errors.push(`Preencha a alternativa ${letter}.`);
      if (!letters.includes(letter) && html)
        errors.push(`Este formato não tem a alternativa ${letter}.`);
      return [letter, letters.includes(letter) ? html : ''];
    }),
  ) as Record<(typeof LETTERS)[number], string>;
  if (!isOptionOf(format, input.correctOption))
    errors.push('O gabarito não é uma resposta deste formato.');
  if (errors.length > 0) throw badRequest(errors.join('\n'), PAPERS_ERROR_CODES.PAPER_INVALID);
  const explanation =
    input.explanation === null ? null : cleanHtml(input.explanation, 'Comentário');
  return {
    text,
    option_a: options.A,
    option_b: options.B,
    option_c: options.C,
    option_d: options.D,
    option_e: format === 'ABCDE' ? options.E : null,
    correct_option: input.correctOption,
    weight: input.weight,
    subject: input.subject?.trim() || null,
    explanation: explanation && !isBlank(explanation) ? explanation : null,
    base_text_id: input.baseTextId,
  };
}

/** The questions of each base text sit together, in sequence: 400 otherwise. */
export function assertBlocksContiguous(questions: { base_text_id: string | null }[]): void {
  const closed = new Set<string>();
  let current: string | null = null;
  for (const q of questions) {
    if (q.base_text_id !== current) {
      if (current) closed.add(current);
      if (q.base_text_id && closed.has(q.base_text_id))
        throw badRequest(M.blockSplit, PAPERS_ERROR_CODES.PAPER_INVALID);
      current = q.base_text_id;
    }
  }
}

/** Structural edits stop once anyone started: 409, the corrections take over. */
export function assertNoAttempts(hasAttempts: boolean): void {
  if (hasAttempts) throw conflict(M.lockedByAttempts, PAPERS_ERROR_CODES.SIMULADO_HAS_ATTEMPTS);
}
