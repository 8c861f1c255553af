import path from 'node:path';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createBrowserPool, type BrowserPool } from './browser-pool';
import { createFieldCache } from './field-cache';
import { loadReportData } from './report-data';
import { createReportStore, type ReportStore } from './report-store';
import { PRERENDER_SETTLE_MS } from './report-scheduler';
import {
  findSimuladoForReport,
  listParticipantResultIds,
  markPrerendered,
} from './reports.repository';
import { renderReportHtml } from './template/report-template';

/** Page numbers in the footer of every page but the cover's look stays the same. */
const FOOTER = `<div style="width:100%;font-size:8px;color:#868e96;padding:0 14mm;
  display:flex;justify-content:space-between;font-family:'DejaVu Sans',Arial,sans-serif">
  <span>Gabaritei · Relatório de Desempenho</span>
  <span>Página <span class="pageNumber"></span> de <span class="totalPages"></span></span></div>`;

export type ReportRenderer = {
  readonly store: ReportStore;
  /** Renders one result's report and stores it; false when the result no longer exists. */
  render(resultId: string): Promise<{ rendered: boolean; bytes: number }>;
  /** Renders every participant's report with the final field, then marks the simulado done. */
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
};

export function createReportRenderer({
  db,
  clock,
  logger,
  store,
  pool,
}: ReportRendererDeps): ReportRenderer {
  const fields = createFieldCache();
  let interrupted = false;
  async function render(resultId: string) {
    const now = clock.now();
    const data = await loadReportData(db, resultId, now, fields);
    if (!data) return { rendered: false, bytes: 0 };
    const pdf = await pool.printPdf(renderReportHtml(data), { footerTemplate: FOOTER });
    await store.put(resultId, pdf, now);
    return { rendered: true, bytes: pdf.byteLength };
  }

  return {
    store,
    render,
    async prerender(simuladoId) {
      const simulado = await findSimuladoForReport(db, simuladoId);
      if (!simulado) return 0;
      // Reports rendered once every official result was in are final; earlier ones (a
      // download right at the end) are rendered again. This also resumes an interrupted run.
      const settledAt = (simulado.end_date?.getTime() ?? 0) + PRERENDER_SETTLE_MS;
      let rendered = 0;
      for (const resultId of await listParticipantResultIds(db, simuladoId)) {
        if (interrupted) throw new Error('report pre-render interrupted by shutdown');
        const at = await store.renderedAt(resultId);
        if (at && at.getTime() >= settledAt) continue;
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
  return createReportRenderer({
    ...deps,
    store: createReportStore({ db: deps.db, dir: reportsDirectory(config) }),
    pool: createBrowserPool({
      executablePath: config.chromiumPath,
      size: config.reportPagePool,
      logger: deps.logger,
    }),
  });
}
