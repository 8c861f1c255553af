import { defineModule, type ModuleRuntime } from '../area-module';
import { createMemoryStore } from './memory-store';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { createRedisStore } from './redis-store';

declare module '../area-module' {
  interface AppServices {
    /** Shared by the areas that limit attempts (sign-in, contact form). */
    limiter: RateLimiter;
  }
}

/** The rate limiter the other areas share. */
export const rateLimitModule = defineModule<ModuleRuntime>()({
  name: 'rate-limit',
  services: (runtime) => ({
    // Redis makes the limits hold across API instances; memory suits one embedded process.
    limiter: createRateLimiter({
      store: runtime.redis ? createRedisStore(runtime.redis) : createMemoryStore(runtime.clock),
      windowMs: runtime.config.rateLimits.windowMs,
      prefix: runtime.redisKeys.rateLimit,
      logger: runtime.logger,
    }),
  }),
});
