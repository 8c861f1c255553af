import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Official results in ranking order, per simulado. Every submission answers with its
 * standing (how many official results are ahead of it, and how many there are) and every
 * recompute ranks them all: both read this index instead of the table.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create index results_official_standing_idx
      on results (simulado_id, score desc, duration_seconds)
      where attempt_type = 'OFFICIAL'
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists results_official_standing_idx`.execute(db);
}
