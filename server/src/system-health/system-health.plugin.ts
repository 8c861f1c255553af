import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPeriodic } from '../jobs/periodic';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobMap, JobQueue } from '../jobs/types';
import type { Metrics } from '../metrics/metrics';
import type { EventPublisher } from '../realtime/types';
import { createInstanceHealth, startInstanceHealthBroadcast } from './instance-health';
import { systemHealthRoutes } from './system-health.routes';
import { createSystemHealthService } from './system-health.service';

type Options = {
  /** What the tab reads of the runtime (named, so this area never imports runtime.ts). */
  runtime: {
    db: Db;
    clock: Clock;
    jobs: JobQueue<JobMap>;
    events: EventPublisher;
    metrics: Metrics;
    config: { instanceId: string; healthIntervalMs: number };
  };
  /** This instance's sockets and the admins watching on them (read once io exists). */
  sockets: () => number;
  localWatchers: () => number;
};

/**
 * The API side of the health tab: its route, this instance's own figures every interval,
 * and the shared figures while an admin watches here. Workers broadcast their own figures
 * from their runtime (runtime.ts, worker role).
 */
export const systemHealthPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const { runtime } = opts;
  const intervalMs = runtime.config.healthIntervalMs;
  const instance = createInstanceHealth({
    role: 'api',
    instanceId: runtime.config.instanceId,
    clock: runtime.clock,
    metrics: runtime.metrics,
    sockets: opts.sockets,
  });
  const health = createSystemHealthService({
    db: runtime.db,
    clock: runtime.clock,
    jobs: runtime.jobs,
    instance,
    events: runtime.events,
    localWatchers: opts.localWatchers,
  });
  await app.register(systemHealthRoutes, { health });
  const broadcast = startInstanceHealthBroadcast(instance, runtime.events, intervalMs);
  const shared = startPeriodic(() => health.broadcastCluster(), {
    intervalMs,
    onError: (error) => app.log.warn({ err: error }, 'health tab figures failed'),
  });
  // preClose: before the socket server's onClose quits the adapter's Redis connections,
  // which an emit in flight would find closed (an unhandled rejection inside the adapter).
  app.addHook('preClose', async () => {
    broadcast.stop();
    await shared.stop();
  });
});
