import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobDefinition, JobProducer, Processors } from '../jobs/types';
import type { Mailer } from '../mail/types';
import { createRankingRecomputer } from '../ranking/ranking.recompute';
import type { RankingWatchers } from '../ranking/watchers';
import type { EventPublisher } from '../realtime/types';
import type { ReportStore } from '../reports/report-store';
import type { ReportJobs } from '../reports/reports.jobs';
import { createRegrader } from './regrade';

export type RegradePayload = {
  simuladoId: string;
  questionId: string;
  keyChangeId: string;
  /** Who decided: their tabs get the regrade's stages. */
  adminId: string;
  /** The candidates' appeals page, for the e-mails. */
  link: string;
};

export type AppealJobs = {
  /** Regrades every attempt after a key decision, then pushes the ranking (regrade.ts). */
  'appeals.regrade': JobDefinition<RegradePayload, { affected: number }>;
  /** Tells each candidate whose score moved, by e-mail; `link` is their appeals page. */
  'appeals.notify': JobDefinition<{ keyChangeId: string; link: string }, { sent: number }>;
  /** Re-renders the stored PDF reports of the simulado a decision left behind. */
  'appeals.rerender': JobDefinition<{ keyChangeId: string }, { rendered: number }>;
};

export type AppealProcessorDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventPublisher;
  logger: Logger;
  jobs: JobProducer<AppealJobs & ReportJobs>;
  rankingWatchers?: RankingWatchers;
  reports?: { store: Pick<ReportStore, 'versionOf' | 'renderedAt'> };
};

export function createAppealProcessors(deps: AppealProcessorDeps): Processors<AppealJobs> {
  const regrader = createRegrader({
    ...deps,
    recomputeRanking: createRankingRecomputer(deps),
  });
  return {
    'appeals.regrade': async (payload) => regrader.regrade(payload),
    'appeals.notify': async ({ keyChangeId, link }) => regrader.notify(keyChangeId, link),
    'appeals.rerender': async ({ keyChangeId }) => regrader.rerender(keyChangeId),
  };
}
