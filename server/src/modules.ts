import type { AreaModule, UnionToIntersection } from './area-module';
import { accommodationsModule } from './accommodations/accommodations.module';
import { accountModule } from './account/account.module';
import { adminModule } from './admin/admin.module';
import { appealsModule } from './appeals/appeals.module';
import { authModule } from './auth/auth.module';
import { bulkAccountsModule } from './bulk-accounts/bulk-accounts.module';
import { classesModule } from './classes/classes.module';
import { contactModule } from './contact/contact.module';
import { examModule } from './exam/exam.module';
import { healthModule } from './health/health.module';
import { housekeepingModule } from './housekeeping/housekeeping.module';
import { mailModule } from './mail/mail.module';
import { papersModule } from './papers/papers.module';
import { papersImportModule } from './papers-import/papers-import.module';
import { purchasesModule } from './purchases/purchases.module';
import { rankingModule } from './ranking/ranking.module';
import { rateLimitModule } from './rate-limit/rate-limit.module';
import { reportsModule } from './reports/reports.module';
import { resultsModule } from './results/results.module';
import { simuladosModule } from './simulados/simulados.module';
import { statisticsModule } from './statistics/statistics.module';
import { systemHealthModule } from './system-health/system-health.module';
import { timeModule } from './time/time.module';

/**
 * Every area of the server, in the order its services are built and its routes
 * registered (docs/ARCHITECTURE.md, "Composition"). A new area is one line here: its
 * `<area>.module.ts` brings its services, routes, job processors and periodic tasks.
 * An area that uses another's service comes after it (start-up says so otherwise).
 */
export const modules = [
  healthModule,
  timeModule,
  rateLimitModule,
  authModule,
  mailModule,
  examModule,
  accommodationsModule,
  simuladosModule,
  papersModule,
  papersImportModule,
  purchasesModule,
  resultsModule,
  rankingModule,
  reportsModule,
  contactModule,
  adminModule,
  classesModule,
  bulkAccountsModule,
  accountModule,
  statisticsModule,
  appealsModule,
  housekeepingModule,
  systemHealthModule,
] as const;

type RuntimeOf<M> = M extends AreaModule<infer R, infer _D, infer _P> ? R : never;
/** What the areas read of the runtime, all together: createRuntime's Runtime provides it. */
export type AreaRuntime = UnionToIntersection<RuntimeOf<(typeof modules)[number]>>;
