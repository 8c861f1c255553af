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
import { reportVersionOf } from './report-version';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import { reportErrors, reportScopeOf, scopeCovers, type ReportScope } from './reports.policy';
import { presentReportItem } from './reports.presenter';
import {
  findReportResultId,
  findSimuladoForReport,
  findUserName,
  listAttempts,
  teacherReleasesForStudent,
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
  async function authorise(viewer: SessionUser, studentId: string): Promise<ReportScope> {
    const releases = (teacherId: string, student: string) =>
      teacherReleasesForStudent(db, teacherId, student);
    const scope = await reportScopeOf(viewer, studentId, releases);
    if (!scope) throw reportErrors.forbidden();
    return scope;
  }

  async function renderAndWait(resultId: string): Promise<string | null> {
    let rendered;
    try {
      rendered = await jobs.enqueueAndWait(
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
    if (rendered.browserMissing) throw reportErrors.browserUnavailable();
    return rendered.version;
  }

  /**
   * The stored PDF while it is at the report's current version; otherwise rendered again.
   * A render already under way when the data changed read it before: one more follows it.
   */
  async function currentPdf(resultId: string, now: Date): Promise<Uint8Array> {
    const version = await reportVersionOf(db, resultId, now);
    const stored = await store.get(resultId);
    if (stored && stored.version === version) return stored.pdf;
    if ((await renderAndWait(resultId)) !== version) await renderAndWait(resultId);
    const rendered = await store.get(resultId);
    if (!rendered) throw reportErrors.renderFailed();
    return rendered.pdf;
  }

  return {
    async available(viewer: SessionUser, studentId: string): Promise<ReportItem[]> {
      const scope = await authorise(viewer, studentId);
      const now = clock.now();
      return (await listAttempts(db, studentId))
        .filter((row) => scopeCovers(scope, row.simulado_id))
        .map((row) => presentReportItem(row, now));
    },

    async download(
      viewer: SessionUser,
      studentId: string,
      simuladoId: string,
      attemptType?: AttemptType,
    ): Promise<ReportDownload> {
      const scope = await authorise(viewer, studentId);
      if (!scopeCovers(scope, simuladoId)) throw reportErrors.forbidden();
      const [simulado, studentName, resultId] = await Promise.all([
        findSimuladoForReport(db, simuladoId),
        findUserName(db, studentId),
        findReportResultId(db, studentId, simuladoId, attemptType),
      ]);
      if (!simulado || !studentName || !resultId) throw reportErrors.notFound();
      const now = clock.now();
      // The detailed part prints the key: nothing is rendered or served under the embargo.
      if (!isReportReady(simulado.end_date, now) || keyEmbargoOf(simulado, now))
        throw reportErrors.notReady();
      const pdf = await currentPdf(resultId, now);
      return { fileName: reportFileName(studentName, simulado.title), pdf };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
