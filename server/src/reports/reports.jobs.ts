import type { JobDefinition, Processors } from '../jobs/types';
import type { ReportRenderer } from './report-renderer';

export type ReportJobs = {
  /** Prints one result's PDF report and stores it (report-renderer.ts). */
  'report.render': JobDefinition<{ resultId: string }, { rendered: boolean; bytes: number }>;
  /** At a simulado's end: renders every participant's report not stored yet. */
  'report.prerender': JobDefinition<{ simuladoId: string }, { rendered: number }>;
};

/** `reports` is absent in processes that print no reports (an API whose workers do). */
export function createReportProcessors({
  reports,
}: {
  reports?: ReportRenderer;
}): Processors<ReportJobs> {
  const renderer = (): ReportRenderer => {
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
