import type { Logger } from 'pino';

/** A counter per key that starts at the first hit and vanishes `windowMs` later. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Adds one hit; answers the count in the current window and the time left in it. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back (never below zero). */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export type RateLimitDecision = {
  allowed: boolean;
  count: number;
  limit: number;
  /** Whole seconds until the window ends, at least 1 (the retry-after header). */
  retryAfterSeconds: number;
};

export interface RateLimiter {
  /** Counts one attempt against `key` and tells whether it is within `limit`. */
  consume(key: string, limit: number): Promise<RateLimitDecision>;
  /** Gives back one attempt, e.g. a login that turned out to be legitimate. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export type RateLimiterOptions = {
  store: RateLimitStore;
  windowMs: number;
  /** Namespaces the keys, so tests and environments sharing a Redis do not collide. */
  prefix?: string;
  logger?: Logger;
};

/**
 * A fixed-window limiter. Fixed windows let a burst of 2× the limit straddle a window
 * boundary; for auth endpoints guarded by argon2 that is an acceptable price for one
 * Redis round trip per check.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const prefix = options.prefix ?? 'gabaritei:rl:';
  const { store, windowMs, logger } = options;

  return {
    async consume(key, limit) {
      try {
        const { count, resetInMs } = await store.increment(prefix + key, windowMs);
        return {
          allowed: count <= limit,
          count,
          limit,
          retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
        };
      } catch (error) {
        // Fail open: an unreachable Redis must not lock everybody out of signing in;
        // argon2's cost still slows guessing while it is down.
        logger?.error({ err: error }, 'rate limiter unavailable; allowing the request');
        return { allowed: true, count: 0, limit, retryAfterSeconds: 1 };
      }
    },
    async refund(key) {
      await store.decrement(prefix + key).catch((error: unknown) => {
        logger?.error({ err: error }, 'rate limiter refund failed');
      });
    },
    async reset(key) {
      await store.reset(prefix + key).catch((error: unknown) => {
        logger?.error({ err: error }, 'rate limiter reset failed');
      });
    },
  };
}
