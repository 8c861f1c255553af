import { formatPercent, type Option } from '@gabaritei/shared';

/**
 * paper-full.docx as the season walk sits it: how to tell its questions on a booklet that
 * prints its own numbers, its key and weights, each candidate's answers, and the figures
 * the field should show under a key, computed here by the simulado's rule (weighted, an
 * annulled question credited to all) so the screen and the PDF are checked against it.
 */
/** A phrase only the statement of question n of paper-full.docx holds. */
export const STEMS = [
  'tem valor de',
  'INCORRETA',
  'tabela-verdade',
  'Observe a figura',
  'juros compostos',
];
/** paper-full.docx's key and weights ('Peso: 2', 'Peso: 1,5', the rest 1). */
export const KEY: Option[] = ['A', 'E', 'B', 'B', 'B'];
export const WEIGHTS = [2, 1, 1.5, 1, 1];
/** Each candidate's answers in the prova-mãe's options, question 1 to 5. */
export const SITTINGS: Record<string, Option[]> = {
  'Helena Temporada': ['A', 'D', 'B', 'C', 'A'], // sits in Chromium
  'Iara Temporada': ['A', 'E', 'B', 'B', 'B'],
  'Joana Temporada': ['B', 'A', 'A', 'C', 'A'],
  'Karina Temporada': ['A', 'A', 'B', 'D', 'D'],
};
/** The regrade: question 2 annulled, question 4's key from B to C. */
export const ANNULLED = 2;
export const CHANGED = { number: 4, to: 'C' as Option };

/** Percent of points of one sitting under a key, annulled questions credited to all. */
export const scoreOf = (answers: Option[], key: Option[], annulled: number[] = []) =>
  (100 *
    WEIGHTS.reduce(
      (s, w, i) => (annulled.includes(i + 1) || answers[i] === key[i] ? s + w : s),
      0,
    )) /
  WEIGHTS.reduce((s, w) => s + w, 0);
export const meanOf = (key: Option[], annulled: number[] = []) =>
  formatPercent(
    Object.values(SITTINGS).reduce((s, a) => s + scoreOf(a, key, annulled), 0) /
      Object.keys(SITTINGS).length,
  );
export const fieldOf = (n: number, key: Option[], annulled: number[] = []) =>
  formatPercent(
    (100 *
      Object.values(SITTINGS).filter((a) => annulled.includes(n) || a[n - 1] === key[n - 1])
        .length) /
      Object.keys(SITTINGS).length,
  );
