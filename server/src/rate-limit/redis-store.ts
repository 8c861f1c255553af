import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter';

/**
 * INCR and PEXPIRE in one script: atomic, so a crash between them cannot leave a counter
 * without expiry (which would lock its key out for good). A key found without a TTL is
 * given one as well.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Never below zero, and never creates a key. */
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/** Counters in Redis: every API instance sees the same counts (scaled mode). */
export function createRedisStore(redis: Redis): RateLimitStore {
  return {
    kind: 'redis',
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT_SCRIPT, 1, key, String(windowMs))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async decrement(key) {
      await redis.eval(DECREMENT_SCRIPT, 1, key);
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}
