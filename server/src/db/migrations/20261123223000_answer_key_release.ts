import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The key embargo: when candidates get the gabarito. Existing simulados get the
 * default rule written out (AFTER_END with an end date, IMMEDIATE without); a row inserted
 * without a value (seeds, imports) keeps null, which means that same default, so no
 * writer can forget the embargo of a dated simulado.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('simulados')
    .addColumn('answer_key_release', 'text', (col) =>
      col.check(sql`answer_key_release in ('IMMEDIATE', 'AFTER_END')`),
    )
    .execute();
  await sql`
    update simulados
       set answer_key_release = case when end_date is null then 'IMMEDIATE' else 'AFTER_END' end
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('simulados').dropColumn('answer_key_release').execute();
}
