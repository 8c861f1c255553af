import type { JobDefinition, Processors } from '../jobs/types';

export type ReportJobs = {
  /** Prints one result's PDF report and stores it (report-renderer.ts). */
  'report.render': JobDefinition<
    { resultId: string },
    {
      rendered: boolean;
      bytes: number;
      version: string | null;
      /** No Chromium at PUPPETEER_EXECUTABLE_PATH: an answer, not a failure to retry and log. */
      browserMissing?: boolean;
    }
  >;
  /** At a simulado's end: renders every participant's report not stored yet. */
  'report.prerender': JobDefinition<{ simuladoId: string }, { rendered: number }>;
};

/**
 * What the processors need of report-renderer.ts's ReportRenderer, stated here so that
 * the scheduler, which enqueues these jobs, does not import the renderer through them.
 */
type Renderer = {
  render(resultId: string): Promise<ReportJobs['report.render']['result']>;
  prerender(simuladoId: string): Promise<number>;
};

/** `reports` is absent in processes that print no reports (an API whose workers do). */
export function createReportProcessors({
  reports,
}: {
  reports?: Renderer;
}): Processors<ReportJobs> {
  const renderer = (): Renderer => {
    if (!reports) throw new Error('this process was started without a report renderer');
    return reports;
  };
  return {
    'report.render': async ({ resultId }) => renderer().render(resultId),
    'report.prerender': async ({ simuladoId }) => ({
      rendered: await renderer().prerender(simuladoId),
    }),
  };
}
