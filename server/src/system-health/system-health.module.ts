import { defineModule, type ModuleRuntime } from '../area-module';
import { startPeriodic } from '../jobs/periodic';
import {
  createInstanceHealth,
  startInstanceHealthBroadcast,
  type InstanceHealthSampler,
} from './instance-health';
import { systemHealthRoom } from './system-health.policy';
import { systemHealthRoutes } from './system-health.routes';
import { createSystemHealthService, type SystemHealthService } from './system-health.service';

declare module '../area-module' {
  interface AppServices {
    systemHealth: SystemHealthService;
    /** This API instance's own figures (a worker samples its own in its task). */
    instanceHealth: InstanceHealthSampler;
  }
}

/**
 * The admin panel's health tab: its route, every process's own figures each interval
 * (API instances and workers alike, through the Redis adapter or emitter when scaled), and
 * the shared figures from an API instance while an admin watches there.
 */
export const systemHealthModule = defineModule<ModuleRuntime>()({
  name: 'system-health',
  services: (runtime, { sockets }) => {
    const instanceHealth = createInstanceHealth({
      role: 'api',
      instanceId: runtime.config.instanceId,
      clock: runtime.clock,
      metrics: runtime.metrics,
      sockets: sockets.clients,
    });
    const systemHealth = createSystemHealthService({
      db: runtime.db,
      clock: runtime.clock,
      jobs: runtime.jobs,
      instance: instanceHealth,
      events: runtime.events,
      localWatchers: () => sockets.inRoom(systemHealthRoom),
    });
    return { instanceHealth, systemHealth };
  },
  routes: async (app, { services }) => {
    await app.register(systemHealthRoutes, { health: services.systemHealth });
  },
  periodicTasks: [
    {
      name: 'system-health.instance-figures',
      roles: ['embedded', 'api', 'worker'],
      start: ({ runtime, services }) => {
        const sampler =
          services?.instanceHealth ??
          createInstanceHealth({
            role: 'worker',
            instanceId: runtime.config.workerInstanceId,
            clock: runtime.clock,
            metrics: runtime.metrics,
          });
        const broadcast = startInstanceHealthBroadcast(
          sampler,
          runtime.events,
          runtime.config.healthIntervalMs,
        );
        return { stop: async () => broadcast.stop() };
      },
    },
    {
      name: 'system-health.cluster-figures',
      roles: ['embedded', 'api'],
      start: ({ runtime, services }) => {
        if (!services) throw new Error('the cluster figures need the API services');
        const health = services.systemHealth;
        return startPeriodic(() => health.broadcastCluster(), {
          intervalMs: runtime.config.healthIntervalMs,
          onError: (error) => runtime.logger.warn({ err: error }, 'health tab figures failed'),
        });
      },
    },
  ],
});
