/**
 * The paragraphs that structure a question book, as Brazilian teachers write them. Each is
 * matched against a paragraph's text from its start; the match's length is what is cut off
 * before the rest of the paragraph is kept as content.
 */

/** 'Questão 12', 'Questão 12 –', 'QUESTÃO 12:' — with or without the stem after it. */
const QUESTION_WORD = /^\s*quest[aã]o\s+(\d{1,4})\s*(?:[-–—:.)]\s*)?/i;
/** '12.' or '12)', only when 12 is the next number: stems also list '1)' items. */
const QUESTION_NUMBER = /^\s*(\d{1,4})\s*[.)](?!\d)\s*/;
/** 'A)', 'a)', '(A)', '(a)'. */
const OPTION = /^\s*(?:\(([a-e])\)|([a-e])\))\s*/i;
const ANSWER = /^\s*gabarito\s*:\s*/i;
const COMMENT = /^\s*coment[aá]rio\s*:\s*/i;
const SUBJECT = /^\s*disciplina\s*:\s*/i;
const WEIGHT = /^\s*peso\s*:\s*/i;
const RANGE = String.raw`(\d{1,4})\s*(?:a|e|até|-|–)\s*(\d{1,4})`;
/** 'Texto para as questões 1 a 5', 'Texto associado às questões 1 a 5'. */
const BASE_PLAIN = new RegExp(
  String.raw`^\s*texto\s+(?:para\s+as|associado\s+[àa]s)\s+quest[õo]es\s+${RANGE}\s*[.:]?\s*$`,
  'i',
);
/** 'Texto I (questões 1 a 5)', 'Texto 2 (questões 6 e 7)'. */
const BASE_TITLED = new RegExp(
  String.raw`^\s*(texto\s+[^()]{1,40}?)\s*\(\s*quest[õo]es\s+${RANGE}\s*\)\s*[.:]?\s*$`,
  'i',
);
/** Right under a base text's heading: number its lines. */
const LINE_NUMBERS = /^\s*linhas\s+numeradas\s*\.?\s*$/i;

export type Marker =
  | { kind: 'question'; number: number; cut: number; worded: boolean }
  | { kind: 'option'; letter: string; cut: number }
  | { kind: 'answer' | 'comment' | 'subject' | 'weight'; cut: number }
  | { kind: 'base'; title: string | null; first: number; last: number };

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** 'Texto I', 'Texto II'…, for base texts whose heading names none. */
export const defaultBaseTitle = (index: number) => `Texto ${ROMAN[index] ?? String(index + 1)}`;

export const isLineNumbersMarker = (raw: string) => LINE_NUMBERS.test(raw);

/** What a paragraph opens, if anything; `nextNumber` tells a '3.' question from a '3.' item. */
export function markerOf(raw: string, nextNumber: number): Marker | null {
  const plain = BASE_PLAIN.exec(raw);
  if (plain) return { kind: 'base', title: null, first: Number(plain[1]), last: Number(plain[2]) };
  const titled = BASE_TITLED.exec(raw);
  if (titled) {
    const title = titled[1]!.replace(/\s+/g, ' ').trim();
    return { kind: 'base', title, first: Number(titled[2]), last: Number(titled[3]) };
  }
  const worded = QUESTION_WORD.exec(raw);
  if (worded)
    return { kind: 'question', number: Number(worded[1]), cut: worded[0].length, worded: true };
  const numbered = QUESTION_NUMBER.exec(raw);
  if (numbered && Number(numbered[1]) === nextNumber)
    return { kind: 'question', number: nextNumber, cut: numbered[0].length, worded: false };
  const option = OPTION.exec(raw);
  if (option) {
    const letter = (option[1] ?? option[2])!.toUpperCase();
    return { kind: 'option', letter, cut: option[0].length };
  }
  for (const [kind, pattern] of [
    ['answer', ANSWER],
    ['comment', COMMENT],
    ['subject', SUBJECT],
    ['weight', WEIGHT],
  ] as const) {
    const match = pattern.exec(raw);
    if (match) return { kind, cut: match[0].length };
  }
  return null;
}
