import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A simulado may hand each candidate her own booklet ('tipo de prova'): the questions
 * (base-text blocks kept whole) and the options in an order of her own. The order is drawn
 * from her session at presentation time, so nothing else is stored; both default to the
 * printed order, as every simulado so far was sat in it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table simulados
      add column shuffle_questions boolean not null default false,
      add column shuffle_options boolean not null default false
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`
    alter table simulados drop column shuffle_questions, drop column shuffle_options
  `.execute(db);
}
