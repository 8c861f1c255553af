import type { JobDefinition, JobProducer, Processors } from '../jobs/types';
import { requestStatistics, type StatisticsJobs } from '../statistics/statistics.jobs';
import { createRankingRecomputer, type RankingRecomputeDeps } from './ranking.recompute';

export type RankingJobs = {
  /** Rebuilds the ranking snapshot of one simulado (asked for by recompute-request.ts). */
  'ranking.recompute': JobDefinition<{ simuladoId: string }, { recomputed: boolean }>;
};

/**
 * `jobs`: where the item statistics are asked for after a recompute that read
 * new results — computed by the worker along with the ranking, never per request.
 */
export function createRankingProcessors(
  deps: RankingRecomputeDeps & { jobs?: JobProducer<StatisticsJobs> },
): Processors<RankingJobs> {
  const recomputeRanking = createRankingRecomputer(deps);
  return {
    'ranking.recompute': async ({ simuladoId }) => {
      const outcome = await recomputeRanking(simuladoId);
      if (outcome.recomputed && deps.jobs) await requestStatistics(deps.jobs, simuladoId);
      return outcome;
    },
  };
}
