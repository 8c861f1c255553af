import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The expiry's announcements, kept until sent. A batch of time-ups commits its results and
 * only then sends each candidate's exam:expired; a worker killed in between left those
 * candidates without the event. finalise_due_sessions now writes one row per session it
 * finalised, in its own transaction, leased to that worker for a few seconds; the worker
 * deletes the rows of the events it sent, and any worker re-sends what is left once the
 * lease has run out.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create table expiry_announcements (
      session_id uuid primary key,
      leased_until timestamptz not null
    )
  `.execute(db);
  await sql`
    create index expiry_announcements_lease_idx on expiry_announcements (leased_until)
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table expiry_announcements`.execute(db);
}
