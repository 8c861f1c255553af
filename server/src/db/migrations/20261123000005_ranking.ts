import { sql, type Kysely } from 'kysely';

/**
 * The ranking snapshot the `ranking.recompute` job writes and every ranking read serves
 * from, so no request ever runs a RANK() over all the results of a simulado.
 */
// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ranking_snapshots')
    .addColumn('simulado_id', 'uuid', (c) =>
      c.primaryKey().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('average', 'double precision', (c) => c.notNull())
    // Database time when the last recompute began reading results: a job that started
    // before it has nothing left to do (see ranking.recompute.ts).
    .addColumn('source_read_at', 'timestamptz', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // No foreign keys here: checking them cost more than the rest of a 50,000-row rewrite.
  // A deleted account still leaves at once (reads join users; its results cascade away)
  // and the rows of a simulado go with its snapshot's rewrite.
  await db.schema
    .createTable('ranking_entries')
    .addColumn('simulado_id', 'uuid', (c) => c.notNull())
    // 1..n in ranking order (ties broken by user id), so a page is a range scan.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_entries_pk', ['simulado_id', 'position'])
    .execute();
  // Finds a user's row from their result (`me`). In ranking order, like the primary key, so
  // a rewrite appends to both indexes instead of inserting at random places.
  await sql`create index ranking_entries_result_idx
    on ranking_entries (simulado_id, score desc, duration_seconds asc, user_id asc)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ranking_entries').ifExists().execute();
  await db.schema.dropTable('ranking_snapshots').ifExists().execute();
}
