import { Redis } from 'ioredis';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { broadcastSessionCache } from './auth/session-broadcast';
import { createSessionCache } from './auth/session-cache';
import { createFakeClock } from './clock';
import { createProcessors } from './job-definitions';
import { startBullMqWorker } from './jobs/bullmq-worker';
import { createRedisEmitterPublisher } from './realtime/redis-emitter';
import { client, listen, publishProbe } from './realtime/socket.test-support';
import { createSimulado } from './simulados/catalogue.test-support';
import { redisKeys } from './redis-keys';
import { describeBackends, redisAvailable, useTestApp } from './test/support';

const logger = pino({ level: 'silent' });
const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'STUDENT' } as const;

/** A socket in the ranking room `room`, collecting every `ranking:update` it hears. */
async function watcher(url: string, room: string): Promise<{ socket: Socket; heard: unknown[] }> {
  const socket = await client(url);
  const heard: unknown[] = [];
  socket.on('ranking:update', (payload: unknown) => heard.push(payload));
  socket.emit('ranking:join', room);
  await socket.timeout(5000).emitWithAck('ping');
  return { socket, heard };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two deployments (distinct REDIS_PREFIX, as buildTestApp gives each app) on one Redis.
describeBackends('two deployments on one Redis', (backend) => {
  const enabled = redisAvailable();
  const one = useTestApp(backend, { redis: true });
  const two = useTestApp(backend, { redis: true });
  let redis: Redis;
  beforeAll(() => {
    if (enabled) redis = new Redis(one.config.redisUrl!, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it.skipIf(!enabled)("takes neither the other's jobs", async () => {
    expect(one.config.redisPrefix).not.toBe(two.config.redisPrefix);
    const runtime = two.app.runtime;
    const worker = startBullMqWorker({
      redisUrl: two.config.redisUrl!,
      prefix: redisKeys(two.config.redisPrefix).bullmq,
      logger,
      processors: createProcessors({ ...runtime, logger }),
    });
    try {
      await worker.worker.waitUntilReady();
      // Deployment two's worker is running, yet one's job waits for a worker of its own.
      await expect(
        one.app.runtime.jobs.enqueueAndWait('system.ping', { nonce: 'one' }, { timeoutMs: 1500 }),
      ).rejects.toThrow(/timed out/);
      const pong = await runtime.jobs.enqueueAndWait(
        'system.ping',
        { nonce: 'two' },
        { timeoutMs: 10_000 },
      );
      expect(pong.pong).toBe('two');
    } finally {
      await worker.close();
    }
  });

  it.skipIf(!enabled)("hears neither the other's Socket.IO events", async () => {
    // Rooms are real simulados (ranking:join admits only those): the same one in both.
    const room = await createSimulado(one.db);
    const row = await one.db
      .selectFrom('simulados')
      .selectAll()
      .where('id', '=', room)
      .executeTakeFirstOrThrow();
    await two.db.insertInto('simulados').values(row).execute();
    const onOne = await watcher(await listen(one), room);
    const onTwo = await watcher(await listen(two), room);
    const workerOfOne = createRedisEmitterPublisher(
      redis,
      redisKeys(one.config.redisPrefix).socketIo,
    );
    try {
      // Published until heard: the adapter's subscription may be a moment behind.
      for (let i = 0; i < 20 && onOne.heard.length < 2; i++) {
        publishProbe(one.app.runtime.events, `ranking:${room}`, 'ranking:update', { from: 'api' });
        publishProbe(workerOfOne, `ranking:${room}`, 'ranking:update', { from: 'worker' });
        await pause(100);
      }
      await pause(300);
      expect(onOne.heard).toContainEqual({ from: 'api' });
      expect(onOne.heard).toContainEqual({ from: 'worker' });
      expect(onTwo.heard).toEqual([]);
    } finally {
      onOne.socket.disconnect();
      onTwo.socket.disconnect();
    }
  });

  it.skipIf(!enabled)('keeps ranking watchers and ended sessions apart', async () => {
    await one.app.runtime.rankingWatchers.touch('s1', 'u1');
    expect(await one.app.runtime.rankingWatchers.list('s1')).toEqual(new Set(['u1']));
    expect(await two.app.runtime.rankingWatchers.list('s1')).toEqual(new Set());

    const clock = createFakeClock();
    const cacheOf = (prefix: string) =>
      broadcastSessionCache(createSessionCache(clock), {
        redis,
        redisKeys: redisKeys(prefix),
        logger,
      });
    const [ofOne, ofTwo, peerOfTwo] = [
      cacheOf(one.config.redisPrefix),
      cacheOf(two.config.redisPrefix),
      cacheOf(two.config.redisPrefix),
    ];
    try {
      await Promise.all([ofOne.ready, ofTwo.ready, peerOfTwo.ready]);
      const until = new Date(clock.now().getTime() + 60_000);
      ofTwo.set('token', user, until, ofTwo.generation());
      ofOne.forgetUser(user.id);
      await pause(300);
      expect(ofTwo.get('token')).toEqual(user);
      // The same deployment's broadcast does reach it: the pause above was long enough.
      peerOfTwo.forgetUser(user.id);
      await expect.poll(() => ofTwo.get('token'), { timeout: 3000 }).toBeNull();
    } finally {
      await Promise.all([ofOne.close(), ofTwo.close(), peerOfTwo.close()]);
    }
  });
});
