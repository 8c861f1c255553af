import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * `results.graded_seq` takes a new value of one sequence whenever a result is written, and
 * whenever any of its answers' verdicts is (a regrade, whichever code path runs it). So
 * (count, max graded_seq) over a simulado's results changes with every new, late, regraded
 * or deleted result: the version the stored reports and the report field cache are keyed
 * by (reports/report-version.ts). A sequence rather than a counter on the simulado, so the
 * time-up wave's inserts take no shared row lock; triggers rather than application code, so
 * no future writer of results can forget it.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create sequence results_graded_seq`.execute(db);
  await sql`
    alter table results
      add column graded_seq bigint not null default nextval('results_graded_seq')
  `.execute(db);
  await sql`create index results_graded_seq_idx on results (simulado_id, graded_seq)`.execute(db);
  // The triggers' functions are declared here with an empty body; their bodies are their
  // files in functions/, which the migrator applies right after, in this same transaction.
  await sql`
    create function stamp_result_grading() returns trigger
    language plpgsql as $fn$ begin return new; end $fn$
  `.execute(db);
  await sql`
    create function results_follow_answers() returns trigger
    language plpgsql as $fn$ begin return null; end $fn$
  `.execute(db);
  await sql`
    create trigger results_graded_seq before insert or update on results
      for each row execute function stamp_result_grading()
  `.execute(db);
  await sql`
    create trigger result_answers_regraded after update on result_answers
      referencing new table as changed
      for each statement execute function results_follow_answers()
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger result_answers_regraded on result_answers`.execute(db);
  await sql`drop trigger results_graded_seq on results`.execute(db);
  await sql`drop function results_follow_answers()`.execute(db);
  await sql`drop function stamp_result_grading()`.execute(db);
  await sql`drop index results_graded_seq_idx`.execute(db);
  await sql`alter table results drop column graded_seq`.execute(db);
  await sql`drop sequence results_graded_seq`.execute(db);
}
