import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * result_answers is the time-up wave's largest write: 60 rows a result, 600,000 for
 * 10,000 candidates within seconds. Its two foreign keys checked each row with a query of
 * its own (and a key-share lock on the result and the question), which made up five sixths
 * of the insert's cost (pgbench, batches of 50 results: 63 ms with both, 11 ms without).
 * Its rows are written only by the finalise functions, in the statement that writes their
 * result, from the simulado's own questions, so the insert-side check proves nothing there;
 * what the keys also gave, deleting a result's answers with it and a question's with it,
 * is kept by one statement-level trigger per table, set-based over the deleted rows.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table result_answers
      drop constraint result_answers_result_id_fkey,
      drop constraint result_answers_question_id_fkey
  `.execute(db);
  // The triggers' functions are declared here with an empty body; their bodies are their
  // files in functions/, which the migrator applies right after, in this same transaction.
  for (const name of ['result_answers_follow_results', 'result_answers_follow_questions'])
    await sql`
      create function ${sql.raw(name)}() returns trigger
      language plpgsql as $fn$ begin return null; end $fn$
    `.execute(db);
  await sql`
    create trigger results_delete_answers after delete on results
      referencing old table as gone
      for each statement execute function result_answers_follow_results()
  `.execute(db);
  await sql`
    create trigger questions_delete_answers after delete on questions
      referencing old table as gone
      for each statement execute function result_answers_follow_questions()
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger questions_delete_answers on questions`.execute(db);
  await sql`drop trigger results_delete_answers on results`.execute(db);
  await sql`drop function result_answers_follow_questions()`.execute(db);
  await sql`drop function result_answers_follow_results()`.execute(db);
  await sql`
    alter table result_answers
      add constraint result_answers_result_id_fkey
        foreign key (result_id) references results (id) on delete cascade,
      add constraint result_answers_question_id_fkey
        foreign key (question_id) references questions (id) on delete cascade
  `.execute(db);
}
