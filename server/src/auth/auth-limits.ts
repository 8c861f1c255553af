import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES as M } from '@gabaritei/shared';
import type { Config } from '../config';
import { tooManyRequests } from '../http/errors';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { hashToken } from './tokens';

export type LimitedAction = 'login' | 'register' | 'forgot' | 'resend';

/**
 * What slows an attacker down on the auth routes: attempts counted per IP and per account,
 * and answers that reveal nothing by their timing.
 *
 * Sign-in counts only failures, so a whole school signing in at once on exam day is not
 * held back: per client IP (a school behind one NAT shares it, so the limit is high and
 * successes never count) and per account AND client IP (so ten wrong passwords typed
 * elsewhere lock out only that elsewhere). The attempt is reserved before the password is
 * checked and given back when it succeeds: counting only after the check would let
 * concurrent guesses all pass a check that reads zero — measured with @fastify/rate-limit's
 * `createRateLimit` (read, then count the failure): 200 of 200 concurrent wrong passwords
 * got through a limit of 10. That plugin has no decrement, so the limiter stays ours
 * (rate-limit/, memory or Redis).
 */
export function createAuthLimits({
  limiter,
  rateLimits,
  anonymousAnswerMinMs,
}: {
  limiter: RateLimiter;
  rateLimits: Config['rateLimits'];
  anonymousAnswerMinMs: number;
}) {
  const ipKey = (action: LimitedAction, ip: string) => `${action}:ip:${ip}`;
  // Hashed so e-mail addresses (personal data) never sit in Redis as key names.
  const accountKey = (action: LimitedAction, email: string) =>
    `${action}:account:${hashToken(email).slice(0, 32)}`;
  const loginAccountKey = (ip: string, email: string) => `${accountKey('login', email)}:ip:${ip}`;

  /** Counts one hit on each key; 429 when any is over its limit. */
  async function consumeAll(keys: Array<[string, number]>, refundIfDenied: boolean) {
    const decisions = await Promise.all(keys.map(([key, limit]) => limiter.consume(key, limit)));
    const denied = decisions.filter((d) => !d.allowed);
    if (denied.length === 0) return;
    // A refused sign-in never reached the password check: it is not a failure, and must not
    // push the school's shared address towards its limit.
    if (refundIfDenied) await Promise.all(keys.map(([key]) => limiter.refund(key)));
    throw tooManyRequests(M.rateLimited, Math.max(...denied.map((d) => d.retryAfterSeconds)));
  }

  return {
    /** Counts one attempt per IP and per account; 429 when either is over its limit. */
    async enforceLimits(action: LimitedAction, ip: string, email: string): Promise<void> {
      await consumeAll(
        [
          [ipKey(action, ip), rateLimits.authPerIp],
          [accountKey(action, email), rateLimits.authPerAccount],
        ],
        false,
      );
    },

    /**
     * Reserves a sign-in attempt as a failure (429 when the IP or the account from this IP
     * has failed too often). Call `succeeded()` once the password proved right; an attempt
     * that ends any other way stays counted.
     */
    async beginLogin(ip: string, email: string): Promise<{ succeeded(): Promise<void> }> {
      const perIp = ipKey('login', ip);
      const perAccount = loginAccountKey(ip, email);
      await consumeAll(
        [
          [perIp, rateLimits.loginFailuresPerIp],
          [perAccount, rateLimits.authPerAccount],
        ],
        true,
      );
      return {
        async succeeded() {
          await Promise.all([limiter.refund(perIp), limiter.reset(perAccount)]);
        },
      };
    },

    /** Pads an answer to a fixed minimum duration, so its timing does not leak what it did. */
    async withMinimumDuration(work: () => Promise<void>): Promise<void> {
      const started = performance.now();
      try {
        await work();
      } finally {
        const left = anonymousAnswerMinMs - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
    },
  };
}
