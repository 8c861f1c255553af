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
