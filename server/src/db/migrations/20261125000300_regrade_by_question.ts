import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A regrade reads only the decided question's answers:
 * - `result_answers (question_id)`: the answers to one question across every attempt. The
 *   primary key starts with result_id, so without it the regrade scanned every answer.
 * - `key_changes.seq` and `rescored_at`: scores move by each decision's change, so the
 *   decisions of a simulado are applied once each and in order (see
 *   regrade-scores.repository.ts). Decisions already taken were applied by the former
 *   regrade, which rescored from every answer.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index result_answers_question_idx on result_answers (question_id)`.execute(db);
  await sql`alter table key_changes add column seq bigint generated always as identity`.execute(db);
  await sql`alter table key_changes add column rescored_at timestamptz`.execute(db);
  await sql`update key_changes set rescored_at = created_at where kind <> 'REJECT'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table key_changes drop column if exists rescored_at`.execute(db);
  await sql`alter table key_changes drop column if exists seq`.execute(db);
  await sql`drop index if exists result_answers_question_idx`.execute(db);
}
