import type { JobDefinition, Processors } from '../jobs/types';
import { createRankingRecomputer, type RankingRecomputeDeps } from './ranking.recompute';

export type RankingJobs = {
  /** Rebuilds the ranking snapshot of one simulado (asked for by recompute-request.ts). */
  'ranking.recompute': JobDefinition<{ simuladoId: string }, { recomputed: boolean }>;
};

export function createRankingProcessors(deps: RankingRecomputeDeps): Processors<RankingJobs> {
  const recomputeRanking = createRankingRecomputer(deps);
  return {
    'ranking.recompute': async ({ simuladoId }) => recomputeRanking(simuladoId),
  };
}
