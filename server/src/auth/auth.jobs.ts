import { TIMINGS } from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db, TokenPurpose, UserRow } from '../db/database';
import type { JobDefinition, Processors } from '../jobs/types';
import {
  accountCreatedEmail,
  passwordResetEmail,
  registrationAttemptEmail,
  verificationEmail,
  type RenderedEmail,
} from '../mail/templates/auth';
import type { Mailer } from '../mail/types';
import { insertAuthToken, invalidateUserTokens } from './auth-tokens.repository';
import { newToken } from './tokens';
import { findUserById } from './users.repository';

/**
 * Why an account is mailed: a link to confirm the e-mail or to choose a new password, the
 * notice that someone tried to register the address again, or — for an account an admin
 * created — the link to set its first password.
 */
export type AuthMailPurpose = TokenPurpose | 'registration_attempt' | 'account_created';

/** A new account's set-password link waits longer than a reset: school starts on Monday. */
const ACCOUNT_CREATED_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The job names the account and the purpose only. The link's token is minted by the
 * processor, stored as its hash, and leaves the process only in the e-mail: a queue is
 * kept in Redis and shown on the queue board, where a live link would let whoever reads
 * it take the account over.
 */
export type AuthJobs = {
  'auth.mail': JobDefinition<
    { userId: string; purpose: AuthMailPurpose },
    { sent: boolean; delivered?: 'smtp' | 'log' }
  >;
};

const TTL_MS: Record<TokenPurpose, number> = {
  verify_email: TIMINGS.verificationTokenTtlMs,
  reset_password: TIMINGS.resetTokenTtlMs,
};

export function createAuthProcessors(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}): Processors<AuthJobs> {
  const { db, clock, mailer, config } = deps;
  const link = (route: string, token?: string, extra = '') =>
    `${config.publicUrl}/#/${route}${token ? `?token=${encodeURIComponent(token)}${extra}` : ''}`;

  /** A fresh link of the purpose; the older open ones of the account stop working. */
  async function mintToken(
    userId: string,
    purpose: TokenPurpose,
    ttlMs = TTL_MS[purpose],
  ): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await invalidateUserTokens(trx, userId, purpose, now);
      await insertAuthToken(trx, {
        userId,
        purpose,
        token,
        now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
    });
    return token;
  }

  async function render(user: UserRow, purpose: AuthMailPurpose): Promise<RenderedEmail> {
    const { name } = user;
    switch (purpose) {
      case 'verify_email':
        return verificationEmail({
          name,
          link: link('verify-email', await mintToken(user.id, purpose)),
        });
      case 'reset_password':
        return passwordResetEmail({
          name,
          link: link('reset-password', await mintToken(user.id, purpose)),
        });
      case 'account_created':
        // A reset link under another name: setting the first password is choosing a new one.
        // `primeiro-acesso` only changes the page's words ('Criar senha', not 'Redefinir').
        return accountCreatedEmail({
          name,
          link: link(
            'reset-password',
            await mintToken(user.id, 'reset_password', ACCOUNT_CREATED_TTL_MS),
            '&primeiro-acesso=1',
          ),
        });
      case 'registration_attempt':
        return registrationAttemptEmail({ name, link: link('forgot-password') });
    }
  }

  return {
    'auth.mail': async ({ userId, purpose }) => {
      const user = await findUserById(db, userId);
      // Deleted meanwhile, or verified by a link that arrived first: nothing to send.
      if (!user) return { sent: false };
      if (purpose === 'verify_email' && user.email_verified_at) return { sent: false };
      const { delivered } = await mailer.send({ to: user.email, ...(await render(user, purpose)) });
      return { sent: true, delivered };
    },
  };
}
