import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `contact_messages.user_id`: the account a message belongs to, set only when the sender
 * was signed in with that verified address. Anyone may type any address into the form, so
 * the address alone no longer files a message under a person's data (export, erasure).
 * Messages stored before have no owner: they stay unlinked.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table contact_messages
      add column user_id uuid references users(id) on delete set null
  `.execute(db);
  await sql`
    create index contact_messages_user_idx on contact_messages (user_id)
      where user_id is not null
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table contact_messages drop column user_id`.execute(db);
}
