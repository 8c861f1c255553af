import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer } from './types';

/** SMTP delivery through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer({
  smtpUrl,
  from,
  logger,
}: {
  smtpUrl: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      return { delivered: 'smtp' };
    },
    async close() {
      transport.close();
    },
  };
}
