import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The version of the results and paper the stored item statistics were computed from
 * (statistics.repository.ts findStatisticsVersion: the official results' count and latest
 * graded_seq, and the paper_version). A reader finding it behind asks for a computation, so
 * no write to results or questions leaves the statistics stale for want of a request.
 * '' for the rows stored before: behind by definition.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table item_statistics add column version text not null default ''`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table item_statistics drop column version`.execute(db);
}
