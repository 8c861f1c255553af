import type { DbOrTx } from '../db/database';
import type { MailMessage } from './types';

/** Keeps an e-mail the log mailer did not send, for developers and tests to read. */
export async function insertOutboxEmail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db
    .insertInto('outbox_emails')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
    })
    .execute();
}

/** The newest kept e-mails first, for the admins' outbox screen. */
export async function listOutboxEmails(db: DbOrTx, limit: number) {
  return db
    .selectFrom('outbox_emails')
    .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
