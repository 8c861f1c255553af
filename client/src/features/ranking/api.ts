import { contract, type RankingPage } from '@gabaritei/shared';
import { call } from '../../api/call';

/** Every ranking group with its first page. */
export async function fetchRankingGroups(signal?: AbortSignal): Promise<RankingPage[]> {
  return call(contract.ranking.groups, {}, signal);
}

/** One simulado's ranking, a page at a time. */
export async function fetchRanking(
  simuladoId: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return call(
    contract.ranking.page,
    { params: { id: simuladoId }, query: { page, pageSize } },
    signal,
  );
}

/** The same shape, one class only (a route of the classes area). */
export async function fetchClassRanking(
  classId: string,
  simuladoId: string,
  signal?: AbortSignal,
): Promise<RankingPage> {
  return call(contract.classes.ranking, { params: { id: classId, simuladoId } }, signal);
}
