import { describe, expect, it } from 'vitest';
import {
  averageScore,
  computeScore,
  displayedScore,
  percentile,
  reportGrade,
  scoreTier,
} from './scoring';
import { aheadOfPercent } from '../format/position';
import { percentOrDash } from '../format/numbers';

describe('score tiers (PRODUCT §9)', () => {
  it.each([
    [100, 'Excelente!'],
    [90, 'Excelente!'],
    [89.9, 'Muito Bom!'],
    [70, 'Muito Bom!'],
    [69, 'Bom!'],
    [50, 'Bom!'],
    [49.99, 'Continue Praticando!'],
    [0, 'Continue Praticando!'],
  ])('%s → %s', (score, label) => {
    expect(scoreTier(score).label).toBe(label);
  });

  it('changes the ring colour at the same thresholds', () => {
    expect(new Set([95, 75, 55, 10].map((s) => scoreTier(s).color)).size).toBe(4);
  });
});

describe('scores', () => {
  it('is correct / questions × 100, blanks counting as wrong', () => {
    expect(computeScore(7, 10)).toBe(70);
    expect(computeScore(1, 3)).toBeCloseTo(33.333, 3);
    expect(computeScore(0, 0)).toBe(0);
  });

  it('displays the server score rounded, else the computed one', () => {
    expect(displayedScore(66.6667, 0, 0)).toBe(67);
    expect(displayedScore(null, 2, 3)).toBe(67);
    expect(displayedScore(undefined, 0, 5)).toBe(0);
  });

  it('percentile = (participants − rank) / participants × 100', () => {
    expect(percentile(1, 4)).toBe(75);
    expect(percentile(4, 4)).toBe(0);
    expect(percentile(1, 1)).toBe(0);
    expect(percentile(1, 0)).toBe(0);
  });

  it("is the screens' one rule, and '—' where nobody is there to rank or average", () => {
    for (const [rank, participants] of [
      [1, 4],
      [2, 4],
      [3, 7],
      [5, 5],
    ] as const)
      expect(percentile(rank, participants)).toBe(aheadOfPercent(rank, participants));
    expect(percentOrDash(aheadOfPercent(1, 1), 0)).toBe('—');
    expect(percentOrDash(aheadOfPercent(1, 4), 0)).toBe('75%');
    expect(percentOrDash(null)).toBe('—');
  });

  it('averages to a rounded mean, 0 for none', () => {
    expect(averageScore([70, 80, 91])).toBe(80);
    expect(averageScore([])).toBe(0);
  });

  it('grades reports as score / 10 with one decimal', () => {
    expect(reportGrade(85)).toBe('8.5');
    expect(reportGrade(66.67)).toBe('6.7');
    expect(reportGrade(100)).toBe('10.0');
  });
});
