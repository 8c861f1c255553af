import type { PaperDraft } from '../papers/paper-replace';

/** One problem of an import, as the admin reads it: 'questão 3 (parágrafo 41): …'. */
export type ImportError = { question: number | null; paragraph: number | null; message: string };

/** A question ready to store: HTML fields (sanitised again on write), images as asset:REF. */
export type DraftQuestion = PaperDraft['questions'][number];

/** A base text as replacePaper stores it: 1-based positions of the questions it serves. */
export type DraftBaseText = PaperDraft['baseTexts'][number];

export type DraftImage = { ref: string; contentType: string; bytes: Buffer; alt: string | null };

/** What an import read: a paper when `errors` is empty. */
export type ParsedPaper = {
  questions: DraftQuestion[];
  baseTexts: DraftBaseText[];
  images: DraftImage[];
  errors: ImportError[];
};

/** A marker line's value and where it was: 'Gabarito: C' in paragraph 12. */
export type MarkedLine = { paragraph: number; value: string };

/** A question as the walk collected it, before its checks. */
export type RawQuestion = {
  number: number;
  paragraph: number;
  stem: string[];
  options: { letter: string; paragraph: number; parts: string[] }[];
  answer: MarkedLine | null;
  comment: { paragraph: number; parts: string[] } | null;
  subject: MarkedLine | null;
  weight: MarkedLine | null;
};

export type RawBase = {
  title: string;
  first: number;
  last: number;
  paragraph: number;
  parts: string[];
  lineNumbers: boolean;
  /** The number of the question right after it, which must be `first`. */
  nextQuestion: number | null;
};
