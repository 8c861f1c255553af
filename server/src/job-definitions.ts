import type { Logger } from 'pino';
import { createAppealProcessors, type AppealJobs } from './appeals/appeals.jobs';
import { createAuthProcessors, type AuthJobs } from './auth/auth.jobs';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { createExamProcessors, type ExamJobs } from './exam/exam.jobs';
import { createHealthProcessors, type HealthJobs } from './health/health.jobs';
import type { JobProducer, JobQueue, Processors } from './jobs/types';
import { createMailProcessors, type MailJobs } from './mail/mail.jobs';
import type { Mailer } from './mail/types';
import type { Metrics } from './metrics/metrics';
import { createRankingProcessors, type RankingJobs } from './ranking/ranking.jobs';
import type { RankingWatchers } from './ranking/watchers';
import type { EventPublisher } from './realtime/types';
import type { ReportRenderer } from './reports/report-renderer';
import { createReportProcessors, type ReportJobs } from './reports/reports.jobs';
import { createStatisticsProcessors, type StatisticsJobs } from './statistics/statistics.jobs';

/**
 * Every background job of the server, composed from the areas' own declarations
 * (`<area>.jobs.ts`). A new job is added in its area and its map is listed here; the
 * `Processors` type below then fails to compile until its processor is wired.
 */
export type JobDefinitions = HealthJobs &
  MailJobs &
  AuthJobs &
  ExamJobs &
  RankingJobs &
  ReportJobs &
  AppealJobs &
  StatisticsJobs;

export type JobName = keyof JobDefinitions;

/**
 * Jobs whose data names a person (an address, a message): BullMQ forgets each as soon as it
 * completes instead of keeping it an hour on the queue board. None carries a secret: a link
 * is minted by the job that mails it (auth.jobs.ts).
 */
export const FORGOTTEN_ON_COMPLETION: ReadonlySet<JobName> = new Set(['mail.send', 'auth.mail']);

/** The runtime's queue: any area's narrower `JobQueue<…>` accepts it. */
export type AppJobQueue = JobQueue<JobDefinitions>;

export type ProcessorDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The site's address, for the links the auth e-mails carry. */
  config: Pick<Config, 'publicUrl'>;
  events: EventPublisher;
  logger: Logger;
  /** Jobs that lead to other jobs (an expiry moves the ranking) enqueue here. */
  jobs: JobProducer<JobDefinitions>;
  /** Signed-in watchers of each ranking: who gets `ranking:me`. */
  rankingWatchers?: RankingWatchers;
  /** Absent in processes that print no reports (an API whose workers print them). */
  reports?: ReportRenderer;
  /** Counts finalised attempts (exam.expire). */
  metrics?: Pick<Metrics, 'submissions'>;
};

/**
 * The processors of every job, shared by the in-process queue (embedded mode) and the
 * BullMQ worker (the worker role). Each area builds its own from the deps it needs.
 */
export function createProcessors(deps: ProcessorDeps): Processors<JobDefinitions> {
  return {
    ...createHealthProcessors(),
    ...createMailProcessors(deps),
    ...createAuthProcessors(deps),
    ...createExamProcessors(deps),
    ...createRankingProcessors(deps),
    ...createReportProcessors(deps),
    ...createAppealProcessors(deps),
    ...createStatisticsProcessors(deps),
  };
}
