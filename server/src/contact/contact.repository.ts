import type { Selectable } from 'kysely';
import type { ContactMessagesTable, DbOrTx } from '../db/database';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/**
 * Stores a message. `senderId` is the signed-in account, if any: the message is linked to it
 * only when the typed address is that account's verified e-mail, checked in the same
 * statement; any other message is stored unlinked, whatever address it carries.
 */
export async function insertContactMessage(
  db: DbOrTx,
  values: {
    name: string;
    email: string;
    message: string;
    ip: string | null;
    senderId: string | null;
    now: Date;
  },
): Promise<ContactMessageRow> {
  return db
    .insertInto('contact_messages')
    .values((eb) => ({
      name: values.name,
      email: values.email,
      message: values.message,
      ip: values.ip,
      user_id:
        values.senderId === null
          ? null
          : eb
              .selectFrom('users')
              .select('id')
              .where('id', '=', values.senderId)
              .where('email', '=', values.email)
              .where('email_verified_at', 'is not', null),
      created_at: values.now,
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The messages linked to an account (see insertContactMessage), oldest first. */
export async function listContactMessagesOf(db: DbOrTx, userId: string) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'message', 'ip', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** One page, newest first; id breaks ties so pages never repeat or skip a row. */
export async function listContactMessages(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
