import { sql, type Kysely } from 'kysely';

/**
 * Performance reports: rendered PDFs kept in the database when no report
 * directory is configured, and the simulados whose reports were pre-rendered at their end.
 */
// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('report_files')
    .addColumn('result_id', 'uuid', (c) =>
      c.primaryKey().references('results.id').onDelete('cascade'),
    )
    .addColumn('pdf', 'bytea', (c) => c.notNull())
    .addColumn('rendered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('report_prerenders')
    .addColumn('simulado_id', 'uuid', (c) =>
      c.primaryKey().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('rendered_count', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('report_prerenders').ifExists().execute();
  await db.schema.dropTable('report_files').ifExists().execute();
}
