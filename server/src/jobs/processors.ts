import os from 'node:os';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { createFinaliser } from '../exam/finalise';
import type { Mailer } from '../mail/types';
import type { EventPublisher } from '../realtime/types';
import type { ReportRenderer } from '../reports/report-renderer';
import type { Processors } from './types';

export type ProcessorDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventPublisher;
  logger: Logger;
  /** Absent in processes that print no reports (some tests). */
  reports?: ReportRenderer;
};

/**
 * The job processors, shared by the in-process queue (embedded mode) and the BullMQ
 * workers (workers/). Each is a plain async function of its payload.
 */
export function createProcessors(deps: ProcessorDeps): Processors {
  const finaliser = createFinaliser(deps);
  return {
    'system.ping': async ({ nonce }) => ({
      pong: nonce,
      processedBy: `${os.hostname()}:${process.pid}`,
    }),
    'mail.send': async (message) => deps.mailer.send(message),
    // A no-op when the session was submitted meanwhile or its time is not up yet.
    'exam.expire': async ({ sessionId }) => ({ finalised: await finaliser.expire(sessionId) }),
    // Filled in by the ranking area (issue 5).
    'ranking.recompute': async () => ({ recomputed: false }),
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
