import { SYSTEM_HEALTH_EVENTS, type ClusterHealth, type SystemHealth } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobMap, JobQueue } from '../jobs/types';
import type { EventPublisher } from '../realtime/types';
import type { InstanceHealthSampler } from './instance-health';
import { systemHealthRoom } from './system-health.policy';
import { countSavesSince, listSessionsInProgress } from './system-health.repository';

export type SystemHealthDeps = {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue<JobMap>, 'kind' | 'counts' | 'pendingByName'>;
  instance: InstanceHealthSampler;
  events: EventPublisher;
  /** Admins watching on this instance's sockets: the shared figures are computed only then. */
  localWatchers: () => number;
};

/** The health tab's figures: the shared ones from the database and queue, plus this process. */
export function createSystemHealthService(deps: SystemHealthDeps) {
  async function cluster(): Promise<ClusterHealth> {
    const now = deps.clock.now();
    const [sessionsInProgress, savesPerMinute, counts, pending] = await Promise.all([
      listSessionsInProgress(deps.db),
      countSavesSince(deps.db, new Date(now.getTime() - 60_000)),
      deps.jobs.counts(),
      deps.jobs.pendingByName(),
    ]);
    const reportBacklog = Object.entries(pending)
      .filter(([name]) => name.startsWith('report.'))
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      sessionsInProgress,
      savesPerMinute,
      queue: { kind: deps.jobs.kind, ...counts },
      reportBacklog,
      generatedAt: now.toISOString(),
    };
  }

  return {
    async snapshot(): Promise<SystemHealth> {
      const [shared, instance] = await Promise.all([cluster(), deps.instance.sample()]);
      return { cluster: shared, instance };
    },
    /** One tick of the live tab: skipped when no admin watches here. */
    async broadcastCluster(): Promise<void> {
      if (deps.localWatchers() === 0) return;
      deps.events.toRoom(systemHealthRoom, SYSTEM_HEALTH_EVENTS.cluster, await cluster());
    },
  };
}

export type SystemHealthService = ReturnType<typeof createSystemHealthService>;
