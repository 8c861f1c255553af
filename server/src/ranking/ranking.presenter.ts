import { rankingDisplayName, type RankingEntry } from '@gabaritei/shared';
import type { EntryRow } from './ranking.repository';

/**
 * A row of a public ranking (the page, the projector, `ranking:updated`): the name as its
 * owner chose to appear, full or initials.
 */
export function presentEntry(row: EntryRow): RankingEntry {
  return {
    userId: row.user_id,
    userName: rankingDisplayName(row.user_name, row.ranking_display),
    rank: row.rank,
    score: row.score,
  };
}

/** The viewer's own row (`me`, `ranking:me`): only they receive it, so the full name. */
export function presentOwnEntry(row: EntryRow): RankingEntry {
  return { userId: row.user_id, userName: row.user_name, rank: row.rank, score: row.score };
}
