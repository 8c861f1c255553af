import { SAVE_GRACE_MS } from '@gabaritei/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import type { JobProducer } from '../jobs/types';
import type { ReportJobs } from './reports.jobs';
import { listEndedWithoutPrerender } from './reports.repository';

export const REPORT_SCHEDULE_INTERVAL_MS = 30_000;
/**
 * Sessions end at the simulado's end at the latest, but the last saves have a grace and the
 * expiry sweep runs every 15 s: waiting this long after the end lets every official result
 * of the simulado in before the reports compare the candidates.
 */
export const PRERENDER_SETTLE_MS = SAVE_GRACE_MS + 45_000;

export type ReportSchedulerDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<ReportJobs>;
  logger: Pick<Logger, 'error'>;
};

/**
 * Enqueues `report.prerender` for every simulado whose end (plus the settle time) has
 * passed and whose reports
 * were not pre-rendered yet. The job id deduplicates while one runs, and the job marks the
 * simulado done, so running this from every API instance is harmless.
 */
export async function scheduleEndedReports(deps: ReportSchedulerDeps): Promise<number> {
  const settled = new Date(deps.clock.now().getTime() - PRERENDER_SETTLE_MS);
  const ended = await listEndedWithoutPrerender(deps.db, settled);
  for (const simuladoId of ended)
    await deps.jobs.enqueue(
      'report.prerender',
      { simuladoId },
      { jobId: `report.prerender:${simuladoId}` },
    );
  return ended.length;
}

/** Checks for ended simulados on an interval (the API process; off in tests, which call the pass directly). */
export function startReportScheduler(deps: ReportSchedulerDeps): PeriodicTask {
  return startPeriodic(() => scheduleEndedReports(deps), {
    intervalMs: REPORT_SCHEDULE_INTERVAL_MS,
    onError: (error) => deps.logger.error({ err: error }, 'report pre-render scheduling failed'),
  });
}
