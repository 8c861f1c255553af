import type { RankingEntry } from '@gabaritei/shared';
import type { EntryRow } from './ranking.repository';

export function presentEntry(row: EntryRow): RankingEntry {
  return { userId: row.user_id, userName: row.user_name, rank: row.rank, score: row.score };
}
