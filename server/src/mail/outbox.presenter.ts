import { linksOf, type OutboxEmail } from '@gabaritei/shared';
import type { listOutboxEmails } from './outbox.repository';

type OutboxRow = Awaited<ReturnType<typeof listOutboxEmails>>[number];

/**
 * An e-mail as the outbox screen shows it: the text as it would have been sent, with its
 * links picked out. No key can be in it that its recipient could not already read: every
 * e-mail obeys the embargo when it is written (a regrade's under the embargo names no
 * option), and the screen is for ADMINs, who read the key anyway.
 */
export function presentOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: linksOf(row.text_body),
    sentAt: new Date(row.created_at).toISOString(),
  };
}
