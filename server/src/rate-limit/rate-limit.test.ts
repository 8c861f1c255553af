import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { testRedisUrl } from '../test/databases';
import { createMemoryStore } from './memory-store';
import { createRateLimiter, type RateLimitStore } from './rate-limiter';
import { createRedisStore } from './redis-store';

type StoreCase = { name: 'memory' | 'redis'; available: boolean };

const stores: StoreCase[] = [
  { name: 'memory', available: true },
  { name: 'redis', available: Boolean(testRedisUrl) },
];

describe.each(stores)('fixed-window limiter with the $name store', ({ name, available }) => {
  const clock = createFakeClock();
  let redis: Redis | null = null;
  let store: RateLimitStore;
  beforeAll(() => {
    if (!available) return;
    redis = name === 'redis' ? new Redis(testRedisUrl!) : null;
    store = redis ? createRedisStore(redis) : createMemoryStore(clock);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  // A key prefix per test: runs and parallel suites never share counters in Redis.
  const limiter = (windowMs = 60_000) =>
    createRateLimiter({
      store,
      windowMs,
      prefix: `test:rl:${crypto.randomBytes(6).toString('hex')}:`,
    });

  /** Redis windows follow real time; the memory store follows the fake clock. */
  async function passWindow(ms: number): Promise<void> {
    if (name === 'redis') await new Promise((resolve) => setTimeout(resolve, ms + 20));
    else clock.advance(ms);
  }

  it.skipIf(!available)('allows up to the limit, then refuses with the time left', async () => {
    const l = limiter();
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await l.consume('k', 3));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.count)).toEqual([1, 2, 3, 4]);
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys are counted apart.
    expect((await l.consume('other', 3)).allowed).toBe(true);
  });

  it.skipIf(!available)('opens a new window when the old one ends', async () => {
    const l = limiter(300);
    await l.consume('k', 1);
    expect((await l.consume('k', 1)).allowed).toBe(false);
    await passWindow(300);
    expect(await l.consume('k', 1)).toMatchObject({ allowed: true, count: 1 });
  });

  it.skipIf(!available)('refunds one attempt (never below zero) and resets a key', async () => {
    const l = limiter();
    await l.consume('k', 2);
    await l.consume('k', 2);
    await l.refund('k');
    expect(await l.consume('k', 2)).toMatchObject({ allowed: true, count: 2 });
    await l.reset('k');
    await l.refund('k');
    await l.refund('k');
    expect(await l.consume('k', 2)).toMatchObject({ allowed: true, count: 1 });
  });

  it.skipIf(!available)('counts concurrent hits exactly', async () => {
    const l = limiter();
    const decisions = await Promise.all(Array.from({ length: 25 }, () => l.consume('k', 10)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it.skipIf(!available || name !== 'redis')(
    'shares counts between limiters (API instances)',
    async () => {
      const prefix = `test:rl:${crypto.randomBytes(6).toString('hex')}:`;
      const other = new Redis(testRedisUrl!);
      try {
        const a = createRateLimiter({ store, windowMs: 60_000, prefix });
        const b = createRateLimiter({ store: createRedisStore(other), windowMs: 60_000, prefix });
        expect((await a.consume('k', 2)).allowed).toBe(true);
        expect((await b.consume('k', 2)).allowed).toBe(true);
        expect((await a.consume('k', 2)).allowed).toBe(false);
        expect(await other.pttl(`${prefix}k`)).toBeGreaterThan(0);
      } finally {
        await other.quit();
      }
    },
  );
});

describe('limiter without its store', () => {
  it('lets requests through when the store fails (fail open) and says so', async () => {
    const errors: unknown[] = [];
    const broken: RateLimitStore = {
      kind: 'redis',
      increment: async () => {
        throw new Error('connection refused');
      },
      decrement: async () => {
        throw new Error('connection refused');
      },
      reset: async () => {
        throw new Error('connection refused');
      },
    };
    const logger = { error: (...args: unknown[]) => errors.push(args) };
    const l = createRateLimiter({ store: broken, windowMs: 1000, logger: logger as never });
    expect((await l.consume('k', 1)).allowed).toBe(true);
    await l.refund('k');
    await l.reset('k');
    expect(errors).toHaveLength(3);
  });
});
