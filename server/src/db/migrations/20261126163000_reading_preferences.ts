import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `users.reading_preferences`: the exam's reading preferences (type size, contrast, line
 * spacing) kept with the account, so every device shows them. Null: the defaults.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table users add column reading_preferences jsonb`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table users drop column reading_preferences`.execute(db);
}
