import type { Logger } from 'pino';
import {
  CONTACT_MESSAGES as M,
  type ContactChannels,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessagesQuery,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { tooManyRequests } from '../http/errors';
import type { JobProducer } from '../jobs/types';
import type { MailJobs } from '../mail/mail.jobs';
import type { RenderedEmail } from '../mail/templates/auth';
import { contactConfirmationEmail, contactNotificationEmail } from '../mail/templates/contact';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { presentContactMessage } from './contact.presenter';
import { insertContactMessage, listContactMessages } from './contact.repository';

export type ContactServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<MailJobs>;
  limiter: RateLimiter;
  logger: Logger;
  config: Pick<Config, 'contact'>;
};

export function createContactService(deps: ContactServiceDeps) {
  const { db, clock, jobs, limiter, logger, config } = deps;

  async function sendMail(to: string, email: RenderedEmail): Promise<void> {
    try {
      await jobs.enqueue('mail.send', { to, ...email });
    } catch (error) {
      // The message is stored and admins see it; a lost e-mail must not fail the form.
      logger.error({ err: error }, 'could not enqueue a contact e-mail');
    }
  }

  return {
    channels(): ContactChannels {
      return { email: config.contact.email, whatsapp: config.contact.whatsapp };
    },

    /**
     * Stores a visitor's message and mails the sender and the team. The address typed may be
     * anyone's, so the sender's copy says only that a message arrived. Every attempt counts
     * against the IP, honeypot ones too; a filled honeypot is answered like a success and
     * leaves no trace, so a bot cannot tell it was caught.
     */
    async submit(
      input: ContactMessage,
      context: { ip: string; senderId: string | null },
    ): Promise<void> {
      const decision = await limiter.consume(`contact:ip:${context.ip}`, config.contact.perIpLimit);
      if (!decision.allowed) throw tooManyRequests(M.rateLimited, decision.retryAfterSeconds);
      if (input.honeypot.trim() !== '') {
        logger.info({ ip: context.ip }, 'contact honeypot filled; message dropped');
        return;
      }
      await insertContactMessage(db, {
        ...input,
        ip: context.ip,
        senderId: context.senderId,
        now: clock.now(),
      });
      await Promise.all([
        sendMail(input.email, contactConfirmationEmail()),
        sendMail(config.contact.email, contactNotificationEmail(input)),
      ]);
    },

    async list(query: ContactMessagesQuery): Promise<ContactMessagePage> {
      const { rows, total } = await listContactMessages(db, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map(presentContactMessage),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
