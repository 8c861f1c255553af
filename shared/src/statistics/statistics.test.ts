import { describe, expect, it } from 'vitest';
import { computeItemStatistics, itemRestCorrelation, topGroupSize } from './statistics';

/** Pearson r computed the textbook way, from the two columns. */
function pearson(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('item statistics from sums', () => {
  it('gives the same item–rest correlation as the two columns', () => {
    // Six candidates × three items, 0/1.
    const matrix = [
      [1, 1, 1],
      [1, 1, 0],
      [1, 0, 1],
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 0],
    ];
    const totals = matrix.map((row) => row.reduce((a, b) => a + b, 0));
    const aggregate = {
      participants: 6,
      sumTotal: totals.reduce((a, b) => a + b, 0),
      sumTotalSquared: totals.reduce((a, b) => a + b * b, 0),
    };
    for (let item = 0; item < 3; item++) {
      const x = matrix.map((row) => row[item]!);
      const rest = matrix.map((row, i) => totals[i]! - row[item]!);
      const correct = x.reduce((a, b) => a + b, 0);
      const totalOfCorrect = x.reduce((a, v, i) => a + v * totals[i]!, 0);
      expect(itemRestCorrelation(aggregate, correct, totalOfCorrect)).toBeCloseTo(
        pearson(x, rest),
        12,
      );
    }
  });

  it('says nothing under five participants, and flags by the thresholds', () => {
    expect(itemRestCorrelation({ participants: 4, sumTotal: 6, sumTotalSquared: 12 }, 2, 5)).toBe(
      null,
    );
    expect(topGroupSize(10)).toBe(3);
    const stats = computeItemStatistics({ participants: 10, sumTotal: 20, sumTotalSquared: 50 }, [
      {
        questionId: 'q',
        number: 1,
        correctOption: 'A',
        annulled: false,
        correct: 1,
        totalOfCorrect: 2,
        options: { A: 1, B: 9 },
        blank: 0,
        topOptions: { A: 1, B: 2 },
      },
    ]);
    expect(stats.questions[0]!.facility).toBe(0.1);
    expect(stats.questions[0]!.flags).toEqual(expect.arrayContaining(['TOO_HARD', 'KEY_SUSPECT']));
  });
});
