import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  REPORT_SCHEDULE_INTERVAL_MS,
  scheduleEndedReports,
  type ReportSchedulerDeps,
} from './report-scheduler';

// Apart from report-scheduler.ts, which the workers bundle reaches through the renderer:
// the workers process has no Fastify.
/** Checks for ended simulados on an interval; off in tests, which call the pass directly. */
export const reportSchedulerPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean; deps: ReportSchedulerDeps }) => {
    if (!opts.enabled) return;
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = scheduleEndedReports(opts.deps)
        .catch((error: unknown) =>
          opts.deps.logger.error({ err: error }, 'report pre-render scheduling failed'),
        )
        .finally(() => {
          running = null;
        });
    }, REPORT_SCHEDULE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
);
