import { defineModule, type ModuleRuntime } from '../area-module';
import { createRankingProcessors, type RankingJobs } from './ranking.jobs';
import { rankingRoutes } from './ranking.routes';
import { createRankingService, type RankingService } from './ranking.service';

declare module '../area-module' {
  interface AppServices {
    ranking: RankingService;
  }
}

/**
 * The live ranking: the page the API reads, and the ranking.recompute job (where the jobs
 * run) that rewrites it after each official result and tells the ranking's room.
 */
export const rankingModule = defineModule<ModuleRuntime<RankingJobs>>()({
  name: 'ranking',
  services: (runtime) => ({
    ranking: createRankingService({ db: runtime.db, clock: runtime.clock, jobs: runtime.jobs }),
  }),
  routes: async (app, { services }) => {
    await app.register(rankingRoutes, { ranking: services.ranking });
  },
  processors: createRankingProcessors,
});
