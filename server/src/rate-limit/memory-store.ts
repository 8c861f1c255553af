import type { Clock } from '../clock';
import type { RateLimitStore } from './rate-limiter';

/** Sweep expired windows once this many keys pile up, so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * Counters in this process's memory: right for the embedded single-process mode. Windows
 * follow the injected clock, so tests can move past them by hand.
 */
export function createMemoryStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function sweep(now: number): void {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    kind: 'memory',
    async increment(key, windowMs) {
      const now = clock.now().getTime();
      if (windows.size >= SWEEP_THRESHOLD) sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - now };
    },
    async decrement(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
