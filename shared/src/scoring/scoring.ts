import { aheadOfPercent } from '../format/position';

/** Score tiers of PRODUCT §9; the results ring colour changes at the same thresholds. */
export type ScoreTier = { min: number; label: string; color: 'green' | 'teal' | 'yellow' | 'red' };

export const SCORE_TIERS: readonly ScoreTier[] = [
  { min: 90, label: 'Excelente!', color: 'green' },
  { min: 70, label: 'Muito Bom!', color: 'teal' },
  { min: 50, label: 'Bom!', color: 'yellow' },
  { min: -Infinity, label: 'Continue Praticando!', color: 'red' },
];

export function scoreTier(score: number): ScoreTier {
  return SCORE_TIERS.find((tier) => score >= tier.min) ?? SCORE_TIERS[SCORE_TIERS.length - 1]!;
}

/** Score = correct / questions × 100; blank answers count as wrong. */
export function computeScore(correct: number, total: number): number {
  if (total <= 0) return 0;
  return (correct / total) * 100;
}

/** PRODUCT §9: the server score rounded, else correct / questions × 100 rounded. */
export function displayedScore(
  serverScore: number | null | undefined,
  correct: number,
  total: number,
): number {
  if (serverScore != null && Number.isFinite(serverScore)) return Math.round(serverScore);
  return Math.round(computeScore(correct, total));
}

/**
 * Percentile = (participants − rank) / participants × 100, by THE one rule every screen, the
 * PDF and the API use (aheadOfPercent). The API carries a number, so a sole participant (no
 * one to be ahead of) is 0 here; screens ask aheadOfPercent and show '—' for its null.
 */
export function percentile(rank: number, participants: number): number {
  return aheadOfPercent(rank, participants) ?? 0;
}

/** Rounded mean of result scores; 0 for none (screens show '—' then: see percentOrDash). */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}

/** Report grade = score / 10, shown with one decimal out of 10. */
export function reportGrade(score: number): string {
  return (score / 10).toFixed(1);
}
