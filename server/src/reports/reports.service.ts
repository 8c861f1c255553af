import {
  isReportReady,
  reportFileName,
  type ReportItem,
  type SessionUser,
} from '@gabaritei/shared';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { AttemptType, Db } from '../db/database';
import type { JobQueue } from '../jobs/types';
import type { ReportJobs } from './reports.jobs';
import { BrowserUnavailableError } from './browser-pool';
import type { ReportStore } from './report-store';
import { canReadReportsOf, reportErrors } from './reports.policy';
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

/** Reports: the list of /my-reports and the PDF download (PRODUCT §7 "Reports"). */
export function createReportService({
  db,
  clock,
  jobs,
  store,
  logger,
  renderTimeoutMs = 120_000,
}: ReportServiceDeps) {
  async function authorise(viewer: SessionUser, studentId: string): Promise<void> {
    const isTeacherOf = (teacherId: string, student: string) =>
      teacherHasStudent(db, teacherId, student);
    if (!(await canReadReportsOf(viewer, studentId, isTeacherOf))) throw reportErrors.forbidden();
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
      if (BrowserUnavailableError.matches(error)) throw reportErrors.browserUnavailable();
      logger.error({ err: error, resultId }, 'report rendering failed');
      throw reportErrors.renderFailed();
    }
    const pdf = await store.get(resultId);
    if (!pdf) throw reportErrors.renderFailed();
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
      if (!simulado || !studentName || !resultId) throw reportErrors.notFound();
      if (!isReportReady(simulado.end_date, clock.now())) throw reportErrors.notReady();
      const pdf = (await store.get(resultId)) ?? (await renderAndWait(resultId));
      return { fileName: reportFileName(studentName, simulado.title), pdf };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
