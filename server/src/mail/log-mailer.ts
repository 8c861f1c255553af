import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { insertOutboxEmail } from './outbox.repository';
import type { Mailer } from './types';

/**
 * Without SMTP_URL, e-mails (with their links) go to the log and to the outbox table, so
 * a developer can follow a verification link and tests can read it.
 */
export function createLogMailer({ db, logger }: { db: Db; logger: Logger }): Mailer {
  return {
    kind: 'log',
    async send(message) {
      await insertOutboxEmail(db, message);
      logger.info(
        { to: message.to, subject: message.subject },
        `e-mail (not sent, SMTP_URL unset):\n${message.text}`,
      );
      return { delivered: 'log' };
    },
    async close() {},
  };
}
