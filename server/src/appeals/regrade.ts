import type { Logger } from 'pino';
import {
  REGRADE_EVENT,
  answerLabel,
  bothLetters,
  type RegradeStatus as RegradeStatusEvent,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, RegradeStatus } from '../db/database';
import type { JobProducer } from '../jobs/types';
import { scoreChangedEmail } from '../mail/templates/appeals';
import type { Mailer } from '../mail/types';
import { rooms, type EventPublisher } from '../realtime/types';
import { listBehindReports } from '../reports/behind-reports';
import type { ReportStore } from '../reports/report-store';
import type { ReportJobs } from '../reports/reports.jobs';
import { computeStatistics } from '../statistics/statistics.jobs';
import type { AppealJobs, RegradePayload } from './appeals.jobs';
import { presentRegradeStatus } from './appeals.presenter';
import { findAppealSimulado } from './appeals.repository';
import { findKeyChange, type KeyChangeRow } from './key-changes.repository';
import { bookletPlaces, isShuffled } from '../exam/booklet';
import { findBookletRule, listPaperOrder } from '../exam/booklet.repository';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import {
  findRegradeRun,
  listUnnotified,
  markNotified,
  setRegradeStatus,
} from './regrade.repository';
import { rescoreAfterDecision } from './regrade-scores.repository';

const NOTIFY_BATCH = 500;
/** Decisions taken within this window re-render each stored PDF once. */
const RERENDER_COALESCE_MS = 1_000;

export type RegraderDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventPublisher;
  logger: Pick<Logger, 'warn' | 'info'>;
  jobs: JobProducer<AppealJobs & ReportJobs>;
  recomputeRanking(simuladoId: string): Promise<{ recomputed: boolean }>;
  reports?: { store: Pick<ReportStore, 'versionOf' | 'renderedAt'> };
};

/**
 * The steps after a key decision: the scores and verdicts, the ranking pushed to every
 * watcher and the item statistics; then — off the critical path, in their own jobs — the
 * e-mails to each candidate whose score moved and the re-rendering of their stored PDFs.
 */
export function createRegrader(deps: RegraderDeps) {
  const { db, clock, events, logger, jobs } = deps;

  async function regrade({ simuladoId, questionId, keyChangeId, adminId, link }: RegradePayload) {
    // The deciding admin's tabs (their user room) follow the stages; others poll GET …/regrade.
    const stage = async (status: RegradeStatus, extra = {}) => {
      await setRegradeStatus(db, simuladoId, status, extra);
      const run = await findRegradeRun(db, simuladoId);
      const payload: RegradeStatusEvent = presentRegradeStatus(simuladoId, run);
      events.toRoom(rooms.user(adminId), REGRADE_EVENT, payload);
    };
    await stage('REGRADING');
    try {
      const { moved: affected, applied } = await db
        .transaction()
        .execute((trx) => rescoreAfterDecision(trx, { simuladoId, keyChangeId }));
      await stage('RANKING', { affected });
      // Run here rather than queued: the regrade is done when every watcher has the ranking.
      await deps.recomputeRanking(simuladoId);
      await computeStatistics(db, clock, simuladoId);
      await stage('DONE', { affected, finishedAt: clock.now() });
      logger.info({ simuladoId, questionId, affected }, 'regrade done');
      if (affected > 0) {
        // Each decision this run applied (its own, and earlier ones whose jobs still wait)
        // tells its own candidates; the job ids keep that to once per decision.
        for (const decided of applied) {
          const once = (name: string) => ({ jobId: `${name}:${decided}` });
          await jobs.enqueue(
            'appeals.notify',
            { keyChangeId: decided, link },
            once('appeals.notify'),
          );
        }
      }
      // Every report prints the field, which moved even where no score did.
      for (const decided of applied)
        await jobs.enqueue(
          'appeals.rerender',
          { keyChangeId: decided },
          { jobId: `appeals.rerender:${decided}` },
        );
      return { affected };
    } catch (error) {
      await stage('FAILED').catch(() => undefined);
      throw error;
    }
  }

  async function notify(keyChangeId: string, link: string) {
    const change = await findKeyChange(db, keyChangeId);
    if (!change || change.kind === 'REJECT') return { sent: 0 };
    const simulado = await findAppealSimulado(db, change.simulado_id);
    if (!simulado) return { sent: 0 };
    const herQuestion = await bookletReader(db, change);
    let sent = 0;
    for (;;) {
      const batch = await listUnnotified(db, keyChangeId, NOTIFY_BATCH);
      if (batch.length === 0) return { sent };
      // Asked at each batch: an e-mail sent under the embargo says nothing of the key.
      const keyReleasesAt = keyEmbargoOf(simulado, clock.now());
      for (const row of batch) {
        const who = { name: row.name, title: row.title, link };
        const email = scoreChangedEmail(
          keyReleasesAt
            ? { ...who, keyReleasesAt }
            : {
                ...who,
                keyReleasesAt: null,
                questionNumber: change.position,
                kind: change.kind,
                beforeScore: row.before_score,
                afterScore: row.after_score,
                reason: change.reason,
                ...herQuestion(row.exam_session_id),
              },
        );
        await deps.mailer.send({ to: row.email, ...email });
        sent++;
      }
      await markNotified(
        db,
        keyChangeId,
        batch.map((row) => row.result_id),
        clock.now(),
      );
    }
  }

  async function rerender(keyChangeId: string) {
    if (!deps.reports) {
      logger.warn({ keyChangeId }, 'no report renderer in this process: PDFs not re-rendered');
      return { rendered: 0 };
    }
    const change = await findKeyChange(db, keyChangeId);
    if (!change) return { rendered: 0 };
    let rendered = 0;
    // Only reports someone already has and that are behind; the others render on download.
    for (const resultId of await listBehindReports(
      db,
      deps.reports.store,
      change.simulado_id,
      clock.now(),
    )) {
      // Coalesced, not deduplicated: a render of this report already under way (the last
      // decision's, or a download's) read the key before this decision and must be followed.
      await jobs.enqueue(
        'report.render',
        { resultId },
        { jobId: `report.rerender:${resultId}`, coalesceMs: RERENDER_COALESCE_MS },
      );
      rendered++;
    }
    return { rendered };
  }

  return { regrade, notify, rerender };
}

/**
 * Her side of a decided question, for its e-mail: where her shuffled booklet had it and a
 * changed key under her letters ('B na prova-mãe, D na sua'; 'Certo' for Certo/Errado).
 * The rule and the paper are read once per decision; each booklet is drawn from its session.
 */
async function bookletReader(
  db: Db,
  change: Pick<KeyChangeRow, 'simulado_id' | 'question_id' | 'kind' | 'after_option'>,
): Promise<(sessionId: string | null) => { paperPosition?: number; newKey?: string }> {
  const rule = await findBookletRule(db, change.simulado_id);
  const shuffled = isShuffled(rule);
  const paper = shuffled
    ? (await listPaperOrder(db, change.simulado_id)).map((row) => ({
        id: row.id,
        baseTextId: row.base_text_id,
      }))
    : [];
  return (sessionId) => {
    const place =
      shuffled && sessionId
        ? bookletPlaces(sessionId, paper, rule).get(change.question_id)
        : undefined;
    const after = change.kind === 'CHANGE_KEY' ? change.after_option : null;
    const newKey =
      after === null
        ? undefined
        : rule.format === 'CERTO_ERRADO'
          ? answerLabel(rule.format, after)
          : bothLetters(rule.format, place?.optionOrder, after);
    return {
      ...(place ? { paperPosition: place.position } : {}),
      ...(newKey ? { newKey } : {}),
    };
  };
}
