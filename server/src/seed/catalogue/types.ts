import type { Option } from '@gabaritei/shared';

export type CatalogueQuestion = {
  /** Disciplina. */
  subject: string;
  text: string;
  /** Options A, B, C and D, in that order. */
  options: readonly [string, string, string, string];
  correct: Option;
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
  questions: readonly CatalogueQuestion[];
};
