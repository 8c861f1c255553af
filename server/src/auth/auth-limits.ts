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

  return {
    /** Counts one attempt per IP and per account; 429 when either is over its limit. */
    async enforceLimits(action: LimitedAction, ip: string, email: string): Promise<void> {
      const decisions = await Promise.all([
        limiter.consume(ipKey(action, ip), rateLimits.authPerIp),
        limiter.consume(accountKey(action, email), rateLimits.authPerAccount),
      ]);
      const denied = decisions.filter((d) => !d.allowed);
      if (denied.length > 0) {
        throw tooManyRequests(M.rateLimited, Math.max(...denied.map((d) => d.retryAfterSeconds)));
      }
    },

    /** After a good sign-in: the account's failures are cleared, the IP gets its try back. */
    async forgiveLogin(ip: string, email: string): Promise<void> {
      await limiter.reset(accountKey('login', email));
      await limiter.refund(ipKey('login', ip));
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
