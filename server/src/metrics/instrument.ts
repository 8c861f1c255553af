import type { JobMap, Processors } from '../jobs/types';
import { secondsSince, type Metrics } from './metrics';

type Timed = Pick<Metrics, 'rankingRecompute' | 'lastRecompute' | 'reportRender' | 'recent'>;

/**
 * Times the jobs the dashboard asks about, wherever they run (in the API when embedded,
 * in a worker when scaled): one wrapper around the processors instead of a clock read in
 * each area.
 */
export function instrumentProcessors<M extends JobMap>(
  processors: Processors<M>,
  metrics: Timed,
): Processors<M> {
  const timed = { ...processors } as unknown as Record<
    string,
    (payload: unknown) => Promise<unknown>
  >;
  const wrap = (name: string, done: (seconds: number) => void) => {
    const run = timed[name];
    if (!run) return;
    timed[name] = async (payload) => {
      const startedAt = process.hrtime.bigint();
      const result = await run(payload);
      done(secondsSince(startedAt));
      return result;
    };
  };
  wrap('ranking.recompute', (seconds) => {
    metrics.rankingRecompute.observe(seconds);
    // Wall time of the scrape target, as Prometheus's time() compares against.
    metrics.lastRecompute.setToCurrentTime();
    metrics.recent.recompute = { at: new Date(), seconds };
  });
  wrap('report.render', (seconds) => metrics.reportRender.observe(seconds));
  return timed as unknown as Processors<M>;
}
