import type { FastifyInstance } from 'fastify';
import { OUTBOX_LIMIT, OUTBOX_MESSAGES, contract } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { requireRole } from '../http/session';
import { serveRoute } from '../http/serve-route';
import { presentOutboxEmail } from './outbox.presenter';
import { listOutboxEmails } from './outbox.repository';

/**
 * shared's contract.outbox: without SMTP_URL the e-mails are kept, not sent, and a school
 * trying Gabaritei on one machine reads their links here. With SMTP there is nothing kept,
 * so the route is not there (404) rather than an empty list that reads like no mail.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { db, smtpConfigured }: { db: Db; smtpConfigured: boolean },
): Promise<void> {
  serveRoute(app, contract.outbox.list, {
    preHandler: requireRole('ADMIN'),
    handler: async () => {
      if (smtpConfigured) throw notFound(OUTBOX_MESSAGES.smtpConfigured);
      const rows = await listOutboxEmails(db, OUTBOX_LIMIT);
      return { emails: rows.map(presentOutboxEmail) };
    },
  });
}
