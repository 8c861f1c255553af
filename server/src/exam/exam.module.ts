import type { RankingJobs } from '../ranking/ranking.jobs';
import { defineModule, type ModuleRuntime } from '../area-module';
import { POSTGRES_SAVE_BATCHES } from './answer-saves';
import { answerRoutes } from './answers.routes';
import { createExamProcessors, type ExamJobs } from './exam.jobs';
import { examSessionRoutes } from './exam.routes';
import { createExamService, type ExamService } from './exam.service';
import { startExpirySweeper } from './expiry';
import { startAnnouncementResender } from './expiry-announcements';
import { startFallbackSweeper } from './expiry-fallback';
import { createPracticeService, type PracticeService } from './practice.service';

declare module '../area-module' {
  interface AppServices {
    exam: ExamService;
    practice: PracticeService;
  }
}

/**
 * The official exam session (start, answer saves, submit, expiry) and practice attempts.
 * The expiry sweep finalises what the punctual exam.expire jobs missed; it runs where the
 * jobs run: the embedded process, or each worker (several sweeping at once is harmless).
 */
export const examModule = defineModule<ModuleRuntime<ExamJobs & RankingJobs>>()({
  name: 'exam',
  services: (runtime) => {
    const exam = createExamService({
      db: runtime.db,
      saveDb: runtime.database.hotDb,
      clock: runtime.clock,
      jobs: runtime.jobs,
      events: runtime.events,
      logger: runtime.logger,
      saveConcurrency: runtime.config.databaseUrl ? POSTGRES_SAVE_BATCHES : 1,
      metrics: runtime.metrics,
    });
    const practice = createPracticeService({
      db: runtime.db,
      clock: runtime.clock,
      finaliser: exam.finaliser,
    });
    return { exam, practice };
  },
  routes: async (app, { runtime, services }) => {
    const { publicUrl } = runtime.config;
    await app.register(examSessionRoutes, { exam: services.exam, publicUrl });
    await app.register(answerRoutes, { practice: services.practice });
  },
  processors: createExamProcessors,
  periodicTasks: [
    {
      name: 'exam.expiry-sweep',
      roles: ['embedded', 'worker'],
      start: ({ runtime: { db, clock, events, logger, jobs, metrics, config } }) =>
        startExpirySweeper(
          { db, clock, events, logger, jobs, metrics },
          config.examSweepIntervalMs,
        ),
    },
    {
      // With every worker gone, sessions would stay open past their time: the scaled API
      // instances look every 5 s, and the one holding an advisory lock sweeps what is 10 s
      // late (expiry-fallback.ts). Off in tests, which call fallbackSweep directly.
      name: 'exam.expiry-fallback',
      roles: ['api'],
      offInTests: ['api'],
      start: ({ runtime: { db, clock, events, logger, jobs, metrics, config } }) =>
        startFallbackSweeper({
          db,
          clock,
          events,
          logger,
          jobs,
          metrics,
          databaseKind: config.databaseUrl ? 'postgres' : 'pglite',
        }),
    },
    {
      // The exam:expired a dead worker committed and never sent.
      name: 'exam.expiry-announcements',
      roles: ['embedded', 'worker'],
      start: ({ runtime: { db, clock, events, logger, jobs, metrics } }) =>
        startAnnouncementResender({ db, clock, events, logger, jobs, metrics }),
    },
  ],
});
