import {
  REPORT_MESSAGES,
  hasExactRole,
  isReportReady,
  reportFileName,
  type ReportItem,
  type SessionUser,
} from '@gabaritei/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { AttemptType, Db } from '../db/database';
import { conflict, forbidden, notFound, serviceUnavailable } from '../http/errors';
import type { JobQueue } from '../jobs/types';
import type { ReportJobs } from './reports.jobs';
import { BrowserUnavailableError } from './browser-pool';
import type { ReportStore } from './report-store';
import { presentReportItem } from './reports.presenter';
import {
  findReportResultId,
  findSimuladoForReport,
  findUserName,
  listAttempts,
  teacherHasStudent,
} from './reports.repository';

export type ReportServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobQueue<ReportJobs>;
  store: ReportStore;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** How long a download waits for a report being rendered. */
  renderTimeoutMs?: number;
};

export type ReportDownload = { fileName: string; pdf: Uint8Array };

export const REPORT_NOT_READY = 'REPORT_NOT_READY';

/** Reports: the list of /my-reports and the PDF download (spec §7 "Reports"). */
export function createReportService({
  db,
  clock,
  jobs,
  store,
  logger,
  renderTimeoutMs = 120_000,
}: ReportServiceDeps) {
  /** The user themself, an ADMIN, or a TEACHER with the student in one of their classes. */
  async function authorise(viewer: SessionUser, studentId: string): Promise<void> {
    if (viewer.id === studentId || hasExactRole(viewer, 'ADMIN')) return;
    if (hasExactRole(viewer, 'TEACHER') && (await teacherHasStudent(db, viewer.id, studentId)))
      return;
    throw forbidden(REPORT_MESSAGES.forbidden);
  }

  async function renderAndWait(resultId: string): Promise<Uint8Array> {
    try {
      await jobs.enqueueAndWait(
        'report.render',
        { resultId },
        // One job per result: concurrent downloads wait for the same rendering.
        { jobId: `report.render:${resultId}`, attempts: 1, timeoutMs: renderTimeoutMs },
      );
    } catch (error) {
      if (BrowserUnavailableError.matches(error))
        throw serviceUnavailable(REPORT_MESSAGES.browserUnavailable, 'BROWSER_UNAVAILABLE');
      logger.error({ err: error, resultId }, 'report rendering failed');
      throw serviceUnavailable(REPORT_MESSAGES.renderFailed);
    }
    const pdf = await store.get(resultId);
    if (!pdf) throw serviceUnavailable(REPORT_MESSAGES.renderFailed);
    return pdf;
  }

  return {
    async available(viewer: SessionUser, studentId: string): Promise<ReportItem[]> {
      await authorise(viewer, studentId);
      const now = clock.now();
      return (await listAttempts(db, studentId)).map((row) => presentReportItem(row, now));
    },

    async download(
      viewer: SessionUser,
      studentId: string,
      simuladoId: string,
      attemptType?: AttemptType,
    ): Promise<ReportDownload> {
      await authorise(viewer, studentId);
      const [simulado, studentName, resultId] = await Promise.all([
        findSimuladoForReport(db, simuladoId),
        findUserName(db, studentId),
        findReportResultId(db, studentId, simuladoId, attemptType),
      ]);
      if (!simulado || !studentName || !resultId) throw notFound(REPORT_MESSAGES.notFound);
      if (!isReportReady(simulado.end_date, clock.now()))
        throw conflict(REPORT_MESSAGES.notReady, REPORT_NOT_READY);
      const pdf = (await store.get(resultId)) ?? (await renderAndWait(resultId));
      return { fileName: reportFileName(studentName, simulado.title), pdf };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
