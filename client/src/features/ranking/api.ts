import { rankingGroupsSchema, rankingPageSchema, type RankingPage } from '@gabaritei/shared';
import { api } from '../../api/client';

/** GET /api/results/ranking: every ranking group with its first page. */
export async function fetchRankingGroups(signal?: AbortSignal): Promise<RankingPage[]> {
  return rankingGroupsSchema.parse(await api.get('/api/results/ranking', signal));
}

/** GET /api/results/ranking/{id}?page=&pageSize= */
export async function fetchRanking(
  simuladoId: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const path = `/api/results/ranking/${encodeURIComponent(simuladoId)}?${query.toString()}`;
  return rankingPageSchema.parse(await api.get(path, signal));
}

/** GET /api/teacher/classes/{classId}/ranking/{simuladoId}: the same shape, one class only. */
export async function fetchClassRanking(
  classId: string,
  simuladoId: string,
  signal?: AbortSignal,
): Promise<RankingPage> {
  const path = `/api/teacher/classes/${encodeURIComponent(classId)}/ranking/${encodeURIComponent(simuladoId)}`;
  return rankingPageSchema.parse(await api.get(path, signal));
}
