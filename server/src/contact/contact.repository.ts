import type { Selectable } from 'kysely';
import type { ContactMessagesTable, DbOrTx } from '../db/database';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export async function insertContactMessage(
  db: DbOrTx,
  values: { name: string; email: string; message: string; ip: string | null; now: Date },
): Promise<ContactMessageRow> {
  return db
    .insertInto('contact_messages')
    .values({
      name: values.name,
      email: values.email,
      message: values.message,
      ip: values.ip,
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
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
