import type { Option, ScoringRule, SimuladoFormat } from '@gabaritei/shared';

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
};
