import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The live ranking and the submit burst, made cheap:
 *
 * - finalise_session now only claims and grades (it returns whether it did), and
 *   finalise_due_sessions returns the simulado's key_hold_until too; both return types
 *   change, so the old functions go here and their files (functions/) define the new ones
 *   with finalise_sessions and finalised_rows.
 * - results_official_order_idx is the ranking's whole order (score, time, then user id): the
 *   ranking's window and its top page read it in order instead of sorting, and the standing
 *   of a submit counts ties through it. It replaces results_official_standing_idx, its
 *   prefix.
 * - ranking_event_version numbers `ranking:updated` events across processes, so a watcher
 *   keeps the newest whichever process sent it.
 */
export async function up(db: AnyDb): Promise<void> {
  // finalise_due_sessions has only ever lived in its file: absent from a fresh database.
  await sql`drop function if exists finalise_session(uuid, timestamptz, uuid)`.execute(db);
  await sql`drop function if exists finalise_due_sessions(timestamptz, timestamptz, uuid[], integer)`.execute(
    db,
  );
  await sql`
    create index results_official_order_idx
      on results (simulado_id, score desc, duration_seconds, user_id)
      where attempt_type = 'OFFICIAL'
  `.execute(db);
  await sql`drop index if exists results_official_standing_idx`.execute(db);
  await sql`create sequence ranking_event_version`.execute(db);
}

/** The older files define the previous functions again on their next migration. */
export async function down(db: AnyDb): Promise<void> {
  await sql`drop sequence if exists ranking_event_version`.execute(db);
  await sql`
    create index results_official_standing_idx
      on results (simulado_id, score desc, duration_seconds)
      where attempt_type = 'OFFICIAL'
  `.execute(db);
  await sql`drop index if exists results_official_order_idx`.execute(db);
  await sql`drop function if exists finalise_sessions(uuid[], timestamptz[], uuid[])`.execute(db);
  await sql`drop function if exists finalised_rows(uuid[])`.execute(db);
  await sql`drop function if exists finalise_session(uuid, timestamptz, uuid)`.execute(db);
  await sql`drop function if exists finalise_due_sessions(timestamptz, timestamptz, uuid[], integer)`.execute(
    db,
  );
}
