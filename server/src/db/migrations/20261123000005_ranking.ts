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

  await db.schema
    .createTable('ranking_entries')
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('ranking_snapshots.simulado_id').onDelete('cascade'),
    )
    // 1..n in ranking order (ties broken by user id), so a page is a range scan.
    .addColumn('position', 'integer', (c) => c.notNull())
    // A deleted account leaves the ranking at once, before the recompute it triggers. (No
    // index of its own on user_id: deletions are rare, every recompute rewrites the rows.)
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('ranking_entries_pk', ['simulado_id', 'position'])
    .execute();
  await db.schema
    .createIndex('ranking_entries_user_idx')
    .on('ranking_entries')
    .columns(['simulado_id', 'user_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ranking_entries').ifExists().execute();
  await db.schema.dropTable('ranking_snapshots').ifExists().execute();
}
