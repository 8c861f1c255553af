import type { JobDefinition, Processors } from '../jobs/types';
import type { Mailer, MailMessage } from './types';

/** E-mails leave through a job, so a slow SMTP server never holds up a request. */
export type MailJobs = {
  'mail.send': JobDefinition<MailMessage, { delivered: 'smtp' | 'log' }>;
};

export function createMailProcessors({ mailer }: { mailer: Mailer }): Processors<MailJobs> {
  return {
    'mail.send': async (message) => mailer.send(message),
  };
}
