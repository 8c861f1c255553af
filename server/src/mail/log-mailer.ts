import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { redactTokens } from '../logger';
import { insertOutboxEmail } from './outbox.repository';
import type { Mailer } from './types';

/**
 * Without SMTP_URL, e-mails go to the outbox table (links included, so a developer can
 * follow a verification link and tests can read it) and to the log WITHOUT their tokens:
 * a log is copied and kept far longer than a one-time link should live.
 */
export function createLogMailer({ db, logger }: { db: Db; logger: Logger }): Mailer {
  return {
    kind: 'log',
    async send(message) {
      await insertOutboxEmail(db, message);
      logger.info(
        { to: message.to, subject: message.subject },
        `e-mail (not sent, SMTP_URL unset; links in outbox_emails):\n${redactTokens(message.text)}`,
      );
      return { delivered: 'log' };
    },
    async close() {},
  };
}
