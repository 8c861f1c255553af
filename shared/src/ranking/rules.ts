import { percentile } from '../scoring/scoring';
import { RANKING_MESSAGES } from './schemas';

export type RankableResult = { userId: string; score: number; durationSeconds: number };
export type RankedResult = RankableResult & { rank: number; percentile: number };

/**
 * The ranking rule (the SQL of the recompute job does the same with RANK()): score
 * descending, then less time first; equal score and time share a position (1, 2, 2, 4).
 */
export function rankResults(results: readonly RankableResult[]): RankedResult[] {
  const ordered = [...results].sort(
    (a, b) =>
      b.score - a.score ||
      a.durationSeconds - b.durationSeconds ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  const ranked: RankedResult[] = [];
  ordered.forEach((result, index) => {
    const previous = ranked[index - 1];
    const tied =
      previous !== undefined &&
      previous.score === result.score &&
      previous.durationSeconds === result.durationSeconds;
    const rank = tied ? previous.rank : index + 1;
    ranked.push({ ...result, rank, percentile: percentile(rank, ordered.length) });
  });
  return ranked;
}

export type RankingAvailability = { isAvailable: boolean; message: string | null };

/**
 * PRODUCT §4: unavailable before the start and for practice-only simulados; available from
 * the start on (live during the window, final after it).
 */
export function rankingAvailability(
  simulado: { isPracticeOnly: boolean; startDate: Date | null },
  now: Date,
  participants: number,
): RankingAvailability {
  if (simulado.isPracticeOnly)
    return { isAvailable: false, message: RANKING_MESSAGES.practiceOnly };
  if (simulado.startDate && now.getTime() < simulado.startDate.getTime())
    return { isAvailable: false, message: RANKING_MESSAGES.notStarted };
  if (participants === 0) return { isAvailable: true, message: RANKING_MESSAGES.noResults };
  return { isAvailable: true, message: null };
}
