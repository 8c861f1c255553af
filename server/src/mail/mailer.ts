import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createLogMailer } from './log-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './types';

/** SMTP when SMTP_URL is set; otherwise the log and the outbox table (API and workers alike). */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  deps: { db: Db; logger: Logger },
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: deps.logger })
    : createLogMailer(deps);
}
