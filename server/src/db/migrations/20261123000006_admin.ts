import { sql, type Kysely } from 'kysely';

/**
 * Administration. A deleted account leaves its purchases behind without a buyer
 * (user_id set null by the foreign key); `anonymised_at` says when, so sales reports can
 * tell an anonymised record from a data error. The catalogue, purchases and the admin list
 * all read only the simulados not archived: a partial index serves them.
 */
// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('anonymised_at', 'timestamptz').execute();
  await db.schema
    .createIndex('simulados_open_idx')
    .on('simulados')
    .column('start_date')
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('simulados_open_idx').ifExists().execute();
  await db.schema.alterTable('purchases').dropColumn('anonymised_at').execute();
}
