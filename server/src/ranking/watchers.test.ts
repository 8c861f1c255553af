import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { redisKeys } from '../redis-keys';
import { redisAvailable, testRedisUrl } from '../test/support';
import { WATCHER_TTL_MS, createMemoryWatchers, createRedisWatchers } from './watchers';

describe('ranking watchers', () => {
  it('remembers a signed-in watcher for the TTL after each join (memory)', async () => {
    const clock = createFakeClock();
    const watchers = createMemoryWatchers(clock);
    await watchers.touch('s1', 'u1');
    await watchers.touch('s2', 'u2');
    expect(await watchers.list('s1')).toEqual(new Set(['u1']));
    clock.advance(WATCHER_TTL_MS - 1000);
    await watchers.touch('s1', 'u3');
    clock.advance(2000);
    expect(await watchers.list('s1')).toEqual(new Set(['u3']));
  });

  it('drops expired watchers and simulados nobody watches (memory)', async () => {
    const clock = createFakeClock();
    const watchers = createMemoryWatchers(clock);
    for (let i = 0; i < 10_000; i++) await watchers.touch(`s${i}`, 'u1');
    expect(watchers.size()).toEqual({ simulados: 10_000, watchers: 10_000 });
    clock.advance(WATCHER_TTL_MS + 1);
    expect(await watchers.list('s1')).toEqual(new Set());
    // The next sweep (every thousand touches) empties the rest.
    for (let i = 0; i < 1_000; i++) await watchers.touch('live', `u${i % 3}`);
    expect(watchers.size()).toEqual({ simulados: 1, watchers: 3 });
  });

  it.skipIf(!redisAvailable())('shares the watchers through Redis', async () => {
    const redis = new Redis(testRedisUrl!, { maxRetriesPerRequest: 1 });
    try {
      const clock = createFakeClock();
      const simulado = `test-${crypto.randomUUID()}`;
      const keys = redisKeys(`test-${crypto.randomUUID()}`);
      const api = createRedisWatchers(redis, clock, keys);
      const worker = createRedisWatchers(redis, clock, keys);
      await api.touch(simulado, 'u1');
      expect(await worker.list(simulado)).toEqual(new Set(['u1']));
      clock.advance(WATCHER_TTL_MS + 1);
      expect(await worker.list(simulado)).toEqual(new Set());
      await redis.del(keys.rankingWatchers(simulado));
    } finally {
      await redis.quit();
    }
  });
});
