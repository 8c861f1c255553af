import type { SessionUser } from '@gabaritei/shared';
import type { Clock } from '../clock';

/**
 * Signed-in users by session token, remembered for a moment. Every API request resolves
 * its cookie; on the exam's hot path (a save every ~2 s per candidate) that look-up was a
 * third of the save's work (`pnpm bench exam`). An entry lives `ttlMs` at most, never past
 * its session's expiry, on the injected clock.
 *
 * Whoever ends sessions must say so here after the database change: the auth service
 * does on logout, on a new sign-in over an old cookie and on a password reset. Within this
 * process an ended session is then refused at once; another API instance may still
 * accept it for up to `ttlMs`.
 */
export type SessionCache = {
  /** Read before the database look-up; `set` ignores the answer if sessions ended since. */
  generation(): number;
  get(token: string): SessionUser | null;
  set(token: string, user: SessionUser, sessionExpiresAt: Date, generation: number): void;
  forget(token: string): void;
  forgetUser(userId: string): void;
};

export const SESSION_CACHE_TTL_MS = 2_000;

export function createSessionCache(
  clock: Clock,
  { ttlMs = SESSION_CACHE_TTL_MS, maxEntries = 50_000 } = {},
): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  // Bumped whenever a session ends: a look-up that started before cannot be cached,
  // since it may have read the session just before it was deleted.
  let generation = 0;

  return {
    generation: () => generation,
    get(token) {
      const entry = entries.get(token);
      if (!entry) return null;
      if (clock.now().getTime() < entry.until) return entry.user;
      entries.delete(token);
      return null;
    },
    set(token, user, sessionExpiresAt, seen) {
      if (seen !== generation) return;
      const until = Math.min(clock.now().getTime() + ttlMs, sessionExpiresAt.getTime());
      entries.delete(token);
      // Map keeps insertion order: the first key is the oldest entry.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { user, until });
    },
    forget(token) {
      generation++;
      entries.delete(token);
    },
    forgetUser(userId) {
      generation++;
      for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
    },
  };
}
