import { describe, expect, it } from 'vitest';
import { RANKING_MESSAGES, rankingPageSchema } from './schemas';
import { rankResults, rankingAvailability } from './rules';

const result = (userId: string, score: number, durationSeconds: number) => ({
  userId,
  score,
  durationSeconds,
});

describe('rankResults', () => {
  it('orders by score descending, then by less time taken', () => {
    const ranked = rankResults([result('a', 50, 100), result('b', 90, 300), result('c', 90, 200)]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ]);
  });

  it('gives equal score and time the same position and skips the next (1, 2, 2, 4)', () => {
    const ranked = rankResults([
      result('a', 100, 60),
      result('b', 80, 120),
      result('c', 80, 120),
      result('d', 70, 10),
    ]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 4]);
  });

  it('does not tie equal scores taken in different times', () => {
    expect(rankResults([result('a', 80, 121), result('b', 80, 120)]).map((r) => r.userId)).toEqual([
      'b',
      'a',
    ]);
  });

  it('computes the percentile as (participants − rank) / participants × 100', () => {
    const ranked = rankResults([
      result('a', 100, 60),
      result('b', 80, 120),
      result('c', 80, 120),
      result('d', 70, 10),
    ]);
    expect(ranked.map((r) => r.percentile)).toEqual([75, 50, 50, 0]);
  });

  it('ranks nobody when there are no results', () => {
    expect(rankResults([])).toEqual([]);
  });
});

describe('rankingAvailability', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const started = { isPracticeOnly: false, startDate: new Date('2026-11-22T11:00:00Z') };

  it('is unavailable before the start, with a message', () => {
    const future = { isPracticeOnly: false, startDate: new Date('2026-11-22T13:00:00Z') };
    expect(rankingAvailability(future, now, 0)).toEqual({
      isAvailable: false,
      message: RANKING_MESSAGES.notStarted,
    });
  });

  it('is unavailable for practice-only simulados', () => {
    expect(rankingAvailability({ ...started, isPracticeOnly: true }, now, 3)).toEqual({
      isAvailable: false,
      message: RANKING_MESSAGES.practiceOnly,
    });
  });

  it('is available from the start on, saying when there are no results yet', () => {
    expect(rankingAvailability(started, now, 0)).toEqual({
      isAvailable: true,
      message: 'Ainda não há resultados para este simulado.',
    });
    expect(rankingAvailability(started, now, 2)).toEqual({ isAvailable: true, message: null });
    expect(
      rankingAvailability({ isPracticeOnly: false, startDate: null }, now, 1).isAvailable,
    ).toBe(true);
  });
});

describe('rankingPageSchema', () => {
  it('accepts exactly the public response shape', () => {
    const page = {
      simuladoId: 's',
      simuladoTitle: 'T',
      isAvailable: true,
      message: null,
      participants: 1,
      average: 80,
      rankings: [{ userId: 'u', userName: 'Ana', rank: 1, score: 80 }],
      me: { userId: 'u', userName: 'Ana', rank: 1, score: 80, percentile: 0 },
    };
    expect(rankingPageSchema.parse(page)).toEqual(page);
  });
});
