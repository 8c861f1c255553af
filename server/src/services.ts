import { createAccountService } from './account/account.service';
import { createAdminService } from './admin/admin.service';
import { createAppealService } from './appeals/appeals.service';
import { createKeyDecisionService } from './appeals/key-decisions.service';
import { createAuthService } from './auth/auth.service';
import type { SessionCache } from './auth/session-cache';
import { createSessionEnder } from './auth/session-ending';
import { createClassService } from './classes/classes.service';
import { createMyClassService } from './classes/my-classes.service';
import { createContactService } from './contact/contact.service';
import { POSTGRES_SAVE_BATCHES } from './exam/answer-saves';
import { createExamService } from './exam/exam.service';
import { createPracticeService } from './exam/practice.service';
import { simulatedPaymentProvider } from './purchases/payment-provider';
import { createPurchaseService } from './purchases/purchases.service';
import { createMemoryStore } from './rate-limit/memory-store';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { createRedisStore } from './rate-limit/redis-store';
import { createDisciplineFieldCache } from './results/discipline-field-cache';
import { createDisciplineService } from './results/disciplines.service';
import { createResultService } from './results/results.service';
import { createRankingService } from './ranking/ranking.service';
import { createReportStore } from './reports/report-store';
import { reportsDirectory } from './reports/report-renderer';
import { createReportService } from './reports/reports.service';
import type { Runtime } from './runtime';
import { createMySimuladoService } from './simulados/my-simulados.service';
import { createSimuladoService } from './simulados/simulados.service';
import { createStatisticsService } from './statistics/statistics.service';

/**
 * The application services, each a factory with explicit dependencies. Areas add their
 * service here; routes receive this object and stay thin.
 */
export function createServices(runtime: Runtime, shared: { sessionCache?: SessionCache } = {}) {
  // Redis makes the limits hold across API instances; memory suits one embedded process.
  const limiter = createRateLimiter({
    store: runtime.redis ? createRedisStore(runtime.redis) : createMemoryStore(runtime.clock),
    windowMs: runtime.config.rateLimits.windowMs,
    prefix: runtime.redisKeys.rateLimit,
    logger: runtime.logger,
  });
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
  // The same place the renderer (here or in a worker) stores the PDFs.
  const reportStore = createReportStore({
    db: runtime.db,
    dir: reportsDirectory(runtime.config),
  });
  return {
    runtime,
    limiter,
    auth: createAuthService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      config: runtime.config,
      limiter,
      logger: runtime.logger,
      sessionCache: shared.sessionCache,
      events: runtime.events,
    }),
    simulados: createSimuladoService({ db: runtime.db, clock: runtime.clock }),
    mySimulados: createMySimuladoService({ db: runtime.db, clock: runtime.clock }),
    purchases: createPurchaseService({
      db: runtime.db,
      clock: runtime.clock,
      payments: simulatedPaymentProvider,
      logger: runtime.logger,
    }),
    ranking: createRankingService({ db: runtime.db, clock: runtime.clock, jobs: runtime.jobs }),
    results: createResultService({ db: runtime.db, settleAttempt: exam.settleAttempt }),
    disciplines: createDisciplineService({
      db: runtime.db,
      clock: runtime.clock,
      fields: createDisciplineFieldCache(runtime.clock),
      settleAttempt: exam.settleAttempt,
    }),
    exam,
    practice: createPracticeService({
      db: runtime.db,
      clock: runtime.clock,
      finaliser: exam.finaliser,
    }),
    classes: createClassService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      publicUrl: runtime.config.publicUrl,
      logger: runtime.logger,
    }),
    myClasses: createMyClassService({
      db: runtime.db,
      clock: runtime.clock,
      logger: runtime.logger,
    }),
    admin: createAdminService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      logger: runtime.logger,
      sessionCache: shared.sessionCache ?? { forgetUser: () => {} },
      events: runtime.events,
      reports: reportStore,
    }),
    account: createAccountService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      logger: runtime.logger,
      sessions: createSessionEnder({
        db: runtime.db,
        sessionCache: shared.sessionCache ?? { forget: () => {}, forgetUser: () => {} },
        events: runtime.events,
      }),
      reports: reportStore,
    }),
    reports: createReportService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      store: reportStore,
      logger: runtime.logger,
    }),
    appeals: createAppealService({ db: runtime.db, clock: runtime.clock }),
    keyDecisions: createKeyDecisionService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      publicUrl: runtime.config.publicUrl,
    }),
    statistics: createStatisticsService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
    }),
    contact: createContactService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      limiter,
      logger: runtime.logger,
      config: runtime.config,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
