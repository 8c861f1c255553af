import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createBrowserPool, type BrowserPool } from './browser-pool';
import type { ReportJobs } from './reports.jobs';
import { createFieldCache } from './field-cache';
import { loadReportData } from './report-data';
import { createReportStore, type ReportStore } from './report-store';
import {
  findSimuladoForReport,
  listParticipantResultIds,
  markPrerendered,
} from './reports.repository';
import { reportVersionOf } from './report-version';
import { renderReportHtml } from './template/report-template';

/** Page numbers in the footer of every page but the cover's look stays the same. */
const FOOTER = `<div style="width:100%;font-size:8px;color:#868e96;padding:0 14mm;
  display:flex;justify-content:space-between;font-family:'DejaVu Sans',Arial,sans-serif">
  <span>Gabaritei · Relatório de Desempenho</span>
  <span>Página <span class="pageNumber"></span> de <span class="totalPages"></span></span></div>`;

export type ReportRenderer = {
  readonly store: ReportStore;
  /**
   * Renders one result's report and stores it with the version it was read at; false when
   * the result no longer exists.
   */
  render(resultId: string): Promise<ReportJobs['report.render']['result']>;
  /** Renders every participant's report not stored at the current version, then marks it done. */
  prerender(simuladoId: string): Promise<number>;
  /** Shutdown: a running pre-render stops after its current report (and resumes later). */
  interrupt(): void;
  close(): Promise<void>;
};

export type ReportRendererDeps = {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
  store: ReportStore;
  pool: BrowserPool;
  /**
   * True while there is no Chromium to print with: a render answers so instead of failing
   * (a failed job is retried and logged with its stack, three times per report).
   */
  browserMissing?: () => boolean;
};

export function createReportRenderer({
  db,
  clock,
  logger,
  store,
  pool,
  browserMissing = () => false,
}: ReportRendererDeps): ReportRenderer {
  const fields = createFieldCache();
  let interrupted = false;
  async function render(resultId: string) {
    const now = clock.now();
    // Read before the data: a change made while this renders leaves the stored PDF behind
    // the current version, and the next download renders it again.
    const version = await reportVersionOf(db, resultId, now);
    const data = version ? await loadReportData(db, resultId, now, fields) : null;
    if (!version || !data) return { rendered: false, bytes: 0, version: null };
    if (browserMissing()) return { rendered: false, bytes: 0, version: null, browserMissing: true };
    const pdf = await pool.printPdf(renderReportHtml(data), { footerTemplate: FOOTER });
    await store.put(resultId, pdf, now, version);
    return { rendered: true, bytes: pdf.byteLength, version };
  }

  return {
    store,
    render,
    async prerender(simuladoId) {
      const simulado = await findSimuladoForReport(db, simuladoId);
      // Not marked done: the reports are printed once Chromium is installed.
      if (!simulado || browserMissing()) return 0;
      // A report stored at the current version is final; an earlier one (a download right
      // at the end, before the last results; one before a regrade) is rendered again. This
      // also resumes an interrupted run.
      let rendered = 0;
      for (const resultId of await listParticipantResultIds(db, simuladoId)) {
        if (interrupted) throw new Error('report pre-render interrupted by shutdown');
        const current = await reportVersionOf(db, resultId, clock.now());
        if (current && (await store.versionOf(resultId)) === current) continue;
        if ((await render(resultId)).rendered) rendered++;
      }
      await markPrerendered(db, simuladoId, rendered);
      logger.info({ simuladoId, rendered }, 'reports pre-rendered');
      return rendered;
    },
    interrupt() {
      interrupted = true;
    },
    close: () => pool.close(),
  };
}

/**
 * Where reports are stored for this process: REPORTS_DIR when set; in the persistent
 * embedded mode, DATA_DIR/reports; otherwise (scaled mode, tests) the database.
 */
export function reportsDirectory(config: Config): string | null {
  if (config.reportsDir) return config.reportsDir;
  if (!config.databaseUrl && config.persistEmbedded) return path.join(config.dataDir, 'reports');
  return null;
}

/** The renderer of a process (API in embedded mode, each worker in the scaled mode). */
export function createReportRendererFor(
  config: Config,
  deps: Omit<ReportRendererDeps, 'store' | 'pool'>,
): ReportRenderer {
  // Asked at each render, so installing Chromium needs no restart.
  const browserMissing = () => !fs.existsSync(config.chromiumPath);
  if (browserMissing())
    deps.logger.warn(
      `Chromium not found at ${config.chromiumPath}: PDF reports answer 503 until it is installed (apt-get install chromium) or PUPPETEER_EXECUTABLE_PATH names it`,
    );
  return createReportRenderer({
    ...deps,
    browserMissing,
    store: createReportStore({ db: deps.db, dir: reportsDirectory(config) }),
    pool: createBrowserPool({
      executablePath: config.chromiumPath,
      size: config.reportPagePool,
      logger: deps.logger,
    }),
  });
}
