import os from 'node:os';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { createFinaliser } from '../exam/finalise';
import type { Mailer } from '../mail/types';
import { createRankingRecomputer } from '../ranking/ranking.recompute';
import type { RankingWatchers } from '../ranking/watchers';
import type { EventPublisher } from '../realtime/types';
import type { ReportRenderer } from '../reports/report-renderer';
import type { JobQueue, Processors } from './types';

export type ProcessorDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventPublisher;
  logger: Logger;
  /** Jobs that lead to other jobs (an expiry moves the ranking) enqueue here. */
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Signed-in watchers of each ranking: who gets `ranking:me`. */
  rankingWatchers?: RankingWatchers;
  /** Absent in processes that print no reports (some tests). */
  reports?: ReportRenderer;
};

/**
 * The job processors, shared by the in-process queue (embedded mode) and the BullMQ
 * workers (workers/). Each is a plain async function of its payload.
 */
export function createProcessors(deps: ProcessorDeps): Processors {
  const finaliser = createFinaliser(deps);
  const recomputeRanking = createRankingRecomputer(deps);
  return {
    'system.ping': async ({ nonce }) => ({
      pong: nonce,
      processedBy: `${os.hostname()}:${process.pid}`,
    }),
    'mail.send': async (message) => deps.mailer.send(message),
    // A no-op when the session was submitted meanwhile or its time is not up yet.
    'exam.expire': async ({ sessionId }) => ({ finalised: await finaliser.expire(sessionId) }),
    'ranking.recompute': async ({ simuladoId }) => recomputeRanking(simuladoId),
    'report.render': async ({ resultId }) => reportsOf(deps).render(resultId),
    'report.prerender': async ({ simuladoId }) => ({
      rendered: await reportsOf(deps).prerender(simuladoId),
    }),
  };
}

function reportsOf(deps: ProcessorDeps): ReportRenderer {
  if (!deps.reports) throw new Error('this process was started without a report renderer');
  return deps.reports;
}
