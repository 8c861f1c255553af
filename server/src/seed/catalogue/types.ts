import type { Option, ScoringRule, SimuladoFormat } from '@gabaritei/shared';

/**
 * Contents (text, options, explanation, base texts) are plain text, shown as written, or
 * rich HTML when they start with '<' (the allow-list of shared/src/content). An image
 * is `<img src="asset:REF" alt="…">`, REF naming one of the simulado's `figures`.
 */
export type CatalogueQuestion = {
  /** Disciplina. */
  subject: string;
  text: string;
  /** Options A to D (or A to E) in that order; none for a Certo/Errado item. */
  options:
    | readonly [string, string, string, string]
    | readonly [string, string, string, string, string]
    | readonly [];
  correct: Option;
  /** Absent: 1. */
  weight?: number;
  /** Comentário do gabarito. */
  explanation: string;
};

/** Days relative to "now" when the catalogue is seeded; null = always open. */
export type CatalogueWindow = { startInDays: number; endInDays: number } | null;

export type CatalogueSimulado = {
  /** Stable handle for tests and later seeds (results, rankings); not stored. */
  key: string;
  title: string;
  subject: string | null;
  description: string;
  priceCents: number;
  /** Null means the default of 90 minutes. */
  durationMinutes: number | null;
  isPracticeOnly: boolean;
  window: CatalogueWindow;
  /** Absent: A–D scored by the standard rule. */
  format?: SimuladoFormat;
  scoring?: ScoringRule;
  questions: readonly CatalogueQuestion[];
  /** Base texts ('textos associados'), each over questions first…last (1-based). */
  baseTexts?: readonly CatalogueBaseText[];
  /** Figures drawn as SVG here, stored as PNG assets when seeded (no SVG is ever served). */
  figures?: Readonly<Record<string, string>>;
};

export type CatalogueBaseText = {
  title: string;
  html: string;
  lineNumbers: boolean;
  first: number;
  last: number;
};
