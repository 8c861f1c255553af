import { describe, expect, it } from 'vitest';
import { SYSTEM_HEALTH_EVENTS, type InstanceHealth } from '@gabaritei/shared';
import { client, ping, signedInUser } from '../realtime/socket.test-support';
import { scaledModeAvailable, useScaledApp } from '../test/support';

const scaled = scaledModeAvailable();

/**
 * The scaled mode: an admin whose socket is on instance B sees instance A's figures and
 * the worker's, which reach it only through the Redis adapter and emitter.
 */
describe('Saúde do sistema across instances (PostgreSQL + Redis + worker)', () => {
  const a = useScaledApp({
    config: { healthIntervalMs: 200, instanceId: 'api-a' },
    second: { instanceId: 'api-b' },
  });

  it.skipIf(!scaled)(
    'shows every API instance and the worker to an admin on one of them',
    async () => {
      const admin = await signedInUser(a.app.runtime.db, { role: 'ADMIN' });
      const address = a.second.server.address() as { port: number };
      const socket = await client(`http://127.0.0.1:${address.port}`, { cookie: admin.cookie });
      socket.emit(SYSTEM_HEALTH_EVENTS.join);
      await ping(socket);
      const seen = new Map<string, InstanceHealth>();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`heard only ${[...seen.keys()].join(', ')}`)),
          15_000,
        );
        socket.on(SYSTEM_HEALTH_EVENTS.instance, (figures: InstanceHealth) => {
          seen.set(figures.instanceId, figures);
          const roles = [...seen.values()].map((f) => f.role);
          if (seen.has('api-a') && seen.has('api-b') && roles.includes('worker')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      expect(seen.get('api-b')!.sockets).toBeGreaterThanOrEqual(1);
      const health = await a.app.inject({
        url: '/api/admin/health',
        headers: { cookie: admin.cookie },
      });
      expect(health.json()).toMatchObject({ cluster: { queue: { kind: 'bullmq' } } });
    },
  );
});
