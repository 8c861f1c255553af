import {
  CATALOGUE_MESSAGES,
  percentile,
  rankingAvailability,
  RANKING_PAGE_SIZE_DEFAULT,
  type RankingPage,
  type RankingQuery,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import type { JobProducer } from '../jobs/types';
import type { RankingJobs } from './ranking.jobs';
import { presentEntry, presentOwnEntry } from './ranking.presenter';
import { listRankingSimulados, readRankingPage } from './ranking.repository';
import { requestRankingRecompute } from './recompute-request';

export type RankingServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<RankingJobs>;
};

/**
 * The read side of the live ranking. Every read is served from the snapshot the
 * `ranking.recompute` job writes: a page is a range of positions, `me` one index look-up.
 */
export function createRankingService({ db, clock, jobs }: RankingServiceDeps) {
  async function pageOf(
    simuladoId: string,
    { page, pageSize }: RankingQuery,
    viewer: SessionUser | null,
  ): Promise<RankingPage | null> {
    const first = (page - 1) * pageSize + 1;
    const read = await readRankingPage(
      db,
      simuladoId,
      first,
      first + pageSize - 1,
      viewer?.id ?? null,
    );
    if (!read) return null;
    const { snapshot, rankings: entries, me: mine, ...simulado } = read;
    // A simulado never recomputed (results older than the ranking area): build it now.
    if (!snapshot) await requestRankingRecompute(jobs, simulado.id);
    const participants = snapshot?.participants ?? 0;
    const { isAvailable, message } = rankingAvailability(
      { isPracticeOnly: simulado.is_practice_only, startDate: simulado.start_date },
      clock.now(),
      participants,
    );
    const base = { simuladoId: simulado.id, simuladoTitle: simulado.title, isAvailable, message };
    if (!isAvailable) return { ...base, participants: 0, average: 0, rankings: [], me: null };
    return {
      ...base,
      participants,
      average: snapshot?.average ?? 0,
      rankings: entries.map(presentEntry),
      me: mine
        ? {
            ...presentOwnEntry(mine),
            percentile: percentile(mine.rank, Math.max(participants, mine.rank)),
          }
        : null,
    };
  }

  return {
    /** GET /api/results/ranking/{id}: 404 for an unknown or archived simulado. */
    async page(
      simuladoId: string,
      query: RankingQuery,
      viewer: SessionUser | null,
    ): Promise<RankingPage> {
      const page = await pageOf(simuladoId, query, viewer);
      if (!page) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      return page;
    },

    /** GET /api/results/ranking: every ranking group with its first page. */
    async groups(viewer: SessionUser | null): Promise<RankingPage[]> {
      const simulados = await listRankingSimulados(db);
      const query = { page: 1, pageSize: RANKING_PAGE_SIZE_DEFAULT };
      const pages = await Promise.all(
        simulados.map((simulado) => pageOf(simulado.id, query, viewer)),
      );
      // A simulado archived meanwhile simply drops out of the list.
      return pages.filter((page): page is RankingPage => page !== null);
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
