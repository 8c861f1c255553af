import type { Logger } from 'pino';
import {
  AUTH_MESSAGES as M,
  ERROR_CODES,
  TIMINGS,
  type EmailOnlyInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import type { JobProducer } from '../jobs/types';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { EventPublisher } from '../realtime/types';
import {
  consumeAuthToken,
  findUsableTokenOwner,
  invalidateUserTokens,
} from './auth-tokens.repository';
import type { AuthJobs, AuthMailPurpose } from './auth.jobs';
import { createAuthLimits } from './auth-limits';
import { presentUser } from './auth.presenter';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import type { SessionCache } from './session-cache';
import { createSessionLifecycle } from './session-lifecycle';
import { deleteUserSessions, insertSession } from './session.repository';
import { newToken } from './tokens';
import {
  findUserByEmail,
  insertUser,
  markEmailVerified,
  updatePasswordHash,
} from './users.repository';

export type AuthServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<AuthJobs>;
  config: Pick<Config, 'rateLimits'>;
  limiter: RateLimiter;
  logger: Logger;
  /** Told about every session this service ends (see SessionCache). */
  sessionCache?: Pick<SessionCache, 'forget' | 'forgetUser'>;
  /** Closes the sockets of ended sessions (see session-lifecycle.ts). */
  events: Pick<EventPublisher, 'disconnectRoom'>;
  /** Answers that must not reveal an account (forgot, resend) take at least this (real ms). */
  anonymousAnswerMinMs?: number;
};

/** Who is asking: rate limits count per client address. */
export type RequestContext = { ip: string };

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, jobs, config, limiter, logger } = deps;
  const sessionCache = deps.sessionCache ?? { forget: () => {}, forgetUser: () => {} };
  const sessions = createSessionLifecycle({ db, sessionCache, events: deps.events });
  const { enforceLimits, beginLogin, withMinimumDuration } = createAuthLimits({
    limiter,
    rateLimits: config.rateLimits,
    anonymousAnswerMinMs: deps.anonymousAnswerMinMs ?? 300,
  });

  /**
   * Mails the account through the auth.mail job, which mints the link itself: the queue
   * holds who and why, never the link (see auth.jobs.ts).
   */
  async function mail(userId: string, purpose: AuthMailPurpose): Promise<void> {
    try {
      await jobs.enqueue('auth.mail', { userId, purpose });
    } catch (error) {
      // Never fail the request: an error only for existing accounts would reveal them,
      // and the person can ask for a new link.
      logger.error({ err: error }, 'could not enqueue an e-mail');
    }
  }

  return {
    /**
     * Creates an unverified STUDENT and mails the verification link. A taken e-mail gets
     * the same answer, and its owner an e-mail saying someone tried: the form must not
     * tell anyone which addresses have accounts (forgot-password answers alike too).
     */
    async register(input: RegisterInput, context: RequestContext): Promise<void> {
      await enforceLimits('register', context.ip, input.email);
      // Hashed either way, so a taken e-mail answers as slowly as a new one.
      const passwordHash = await hashPassword(input.password);
      const created = await insertUser(db, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: 'STUDENT',
        emailVerifiedAt: null,
        now: clock.now(),
      });
      if (created) {
        await mail(created.id, 'verify_email');
        logger.info({ userId: created.id }, 'account registered');
        return;
      }
      const owner = await findUserByEmail(db, input.email);
      if (owner) await mail(owner.id, 'registration_attempt');
      logger.info({ userId: owner?.id }, 'registration refused: the e-mail has an account');
    },

    async verifyEmail(token: string): Promise<void> {
      const now = clock.now();
      const verified = await db.transaction().execute(async (trx) => {
        const userId = await consumeAuthToken(trx, 'verify_email', token, now);
        if (userId) await markEmailVerified(trx, userId, now);
        return userId !== null;
      });
      if (!verified) throw badRequest(M.verificationTokenInvalid, ERROR_CODES.INVALID_TOKEN);
    },

    /**
     * Checks the credentials and opens a new session. Unknown e-mails are checked against
     * a dummy hash so they cost as long as a wrong password. A session token the client
     * still sent is ended: every sign-in gets a fresh id (no session fixation).
     */
    async login(
      input: LoginInput,
      context: RequestContext & { previousSessionToken?: string },
    ): Promise<{ user: SessionUser; sessionToken: string; expiresAt: Date }> {
      const attempt = await beginLogin(context.ip, input.email);
      const user = await findUserByEmail(db, input.email);
      const passwordOk = await verifyPassword(
        user?.password_hash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!user || !passwordOk) {
        throw unauthorized(M.invalidCredentials, ERROR_CODES.INVALID_CREDENTIALS);
      }
      // The password was right: not a failure, even if the e-mail is still unverified.
      await attempt.succeeded();
      // Only someone who knows the password learns that the e-mail is unverified.
      if (!user.email_verified_at)
        throw forbidden(M.emailNotVerified, ERROR_CODES.EMAIL_NOT_VERIFIED);

      const now = clock.now();
      const sessionToken = newToken();
      const expiresAt = new Date(now.getTime() + TIMINGS.sessionTtlMs);
      await insertSession(db, { token: sessionToken, userId: user.id, now, expiresAt });
      if (context.previousSessionToken) await sessions.endSession(context.previousSessionToken);
      return { user: presentUser(user), sessionToken, expiresAt };
    },

    /** Ends the session and closes its sockets (on every instance). */
    async logout(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await sessions.endSession(sessionToken);
    },

    /** Password change (`except`: the caller's session) and account deletion: see there. */
    endSessions: (userId: string, options: { except?: string } = {}) =>
      sessions.endSessions(userId, options),

    /** Same answer, and about the same time, whether or not the e-mail is registered. */
    async forgotPassword(input: EmailOnlyInput, context: RequestContext): Promise<void> {
      await enforceLimits('forgot', context.ip, input.email);
      await withMinimumDuration(async () => {
        const user = await findUserByEmail(db, input.email);
        if (!user) return;
        await mail(user.id, 'reset_password');
      });
    },

    /**
     * Sets the new password, spends the link and ends every session of the account.
     * Following the e-mailed link also proves the e-mail is the person's: it is verified.
     */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const invalid = () => badRequest(M.resetTokenInvalid, ERROR_CODES.INVALID_TOKEN);
      // A cheap look first, so a bogus token never costs an argon2 hash.
      if (!(await findUsableTokenOwner(db, 'reset_password', input.token, clock.now())))
        throw invalid();
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      const userId = await db.transaction().execute(async (trx) => {
        const owner = await consumeAuthToken(trx, 'reset_password', input.token, now);
        if (!owner) return null;
        await updatePasswordHash(trx, owner, passwordHash, now);
        await markEmailVerified(trx, owner, now);
        await invalidateUserTokens(trx, owner, 'reset_password', now);
        await deleteUserSessions(trx, owner);
        return owner;
      });
      if (!userId) throw invalid();
      await sessions.endSessions(userId, { alreadyDeleted: true });
      logger.info({ userId }, 'password reset');
    },

    /** A fresh verification link for an unverified account; the same answer otherwise. */
    async resendVerification(input: EmailOnlyInput, context: RequestContext): Promise<void> {
      await enforceLimits('resend', context.ip, input.email);
      await withMinimumDuration(async () => {
        const user = await findUserByEmail(db, input.email);
        if (!user || user.email_verified_at) return;
        await mail(user.id, 'verify_email');
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
