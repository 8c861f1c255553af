import type { JobDefinition, JobProducer, Processors } from '../jobs/types';
import { requestStatistics, type StatisticsJobs } from '../statistics/statistics.jobs';
import { createRankingRecomputer, type RankingRecomputeDeps } from './ranking.recompute';

export type RankingJobs = {
  /** Rebuilds the ranking snapshot of one simulado (asked for by recompute-request.ts). */
  'ranking.recompute': JobDefinition<
    { simuladoId: string; trailing?: boolean },
    { recomputed: boolean }
  >;
};

/**
 * `jobs`: where the item statistics are asked for after a recompute that read new
 * results — computed by the worker along with the ranking, never per request — and where
 * a recompute that must wait for its spacing is put off to, as a delayed job.
 */
export function createRankingProcessors(
  deps: RankingRecomputeDeps & { jobs?: JobProducer<StatisticsJobs & RankingJobs> },
): Processors<RankingJobs> {
  const { jobs } = deps;
  const recomputeRanking = createRankingRecomputer({
    ...deps,
    defer: jobs
      ? (simuladoId, delayMs, dueKey) =>
          jobs.enqueue(
            'ranking.recompute',
            { simuladoId },
            { jobId: `ranking:${simuladoId}:due:${dueKey}`, delayMs },
          )
      : undefined,
  });
  return {
    'ranking.recompute': async ({ simuladoId, trailing }) => {
      const outcome = await recomputeRanking(simuladoId, { trailing });
      if (outcome.recomputed && jobs) await requestStatistics(jobs, simuladoId);
      return outcome;
    },
  };
}
