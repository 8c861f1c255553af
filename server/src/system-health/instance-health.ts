import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SYSTEM_HEALTH_EVENTS, type InstanceHealth } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Metrics } from '../metrics/metrics';
import type { EventPublisher } from '../realtime/types';
import { systemHealthRoom } from './system-health.policy';

const WINDOW_MS = 60_000;

type Deps = {
  role: 'api' | 'worker';
  instanceId: string;
  clock: Clock;
  metrics: Pick<Metrics, 'saves' | 'recent'>;
  /** This instance's sockets; a worker has none. */
  sockets?: () => number;
};

/**
 * One process's own figures for the health tab. Event-loop delay comes from Node's
 * histogram (reset at each sample, so it covers the last interval); saves per minute from
 * the same counter Prometheus scrapes, differenced over a sliding minute.
 */
export function createInstanceHealth(deps: Deps) {
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  // The counters start at 0 with the process's registry: that is the first baseline, so a
  // save made before the first sample still counts in its minute.
  const history: Array<{ at: number; ok: number; failed: number }> = [
    { at: deps.clock.now().getTime(), ok: 0, failed: 0 },
  ];

  async function saveCounts(): Promise<{ ok: number; failed: number }> {
    const { values } = await deps.metrics.saves.get();
    const of = (result: string) =>
      values.find((value) => value.labels.result === result)?.value ?? 0;
    return { ok: of('ok'), failed: of('failed') };
  }

  return {
    async sample(): Promise<InstanceHealth> {
      const now = deps.clock.now();
      const counts = await saveCounts();
      history.push({ at: now.getTime(), ...counts });
      while (history.length > 1 && history[0]!.at < now.getTime() - WINDOW_MS) history.shift();
      const oldest = history[0]!;
      const recompute = deps.metrics.recent.recompute;
      // Nanoseconds to milliseconds; NaN before the first delay was measured.
      const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
      const figures: InstanceHealth = {
        instanceId: deps.instanceId,
        role: deps.role,
        uptimeSeconds: Math.round(process.uptime()),
        eventLoopDelayMs: { mean: ms(loop.mean), p99: ms(loop.percentile(99)) },
        sockets: deps.sockets?.() ?? 0,
        savesPerMinute: counts.ok - oldest.ok,
        failedSavesPerMinute: counts.failed - oldest.failed,
        failedSavesTotal: counts.failed,
        lastRecompute: recompute
          ? { at: recompute.at.toISOString(), durationMs: Math.round(recompute.seconds * 1000) }
          : null,
        reportedAt: now.toISOString(),
      };
      loop.reset();
      return figures;
    },
    stop() {
      loop.disable();
    },
  };
}

export type InstanceHealthSampler = ReturnType<typeof createInstanceHealth>;

/**
 * Every `intervalMs`, each process (API instance or worker) tells the admins' room its own
 * figures, through the Redis adapter or emitter when scaled: the tab learns of instances it
 * never spoke to. An empty room costs one publish.
 */
export function startInstanceHealthBroadcast(
  sampler: InstanceHealthSampler,
  events: EventPublisher,
  intervalMs: number,
): { stop(): void } {
  const timer = setInterval(() => {
    void sampler
      .sample()
      .then((figures) => events.toRoom(systemHealthRoom, SYSTEM_HEALTH_EVENTS.instance, figures))
      .catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sampler.stop();
    },
  };
}
