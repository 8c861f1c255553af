import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The result process of a concurso: the appeals window of a simulado, appeals
 * (recursos), the key decisions taken on them (annulment, key change, rejection) with
 * their audit, the per-attempt score changes a regrade leaves for the candidates, the
 * progress of the regrade job and the stored item statistics.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('simulados').addColumn('appeals_until', 'timestamptz').execute();
  await db.schema
    .alterTable('questions')
    // annulled_at itself comes with the formats migration (20261124001500).
    .addColumn('annulled_reason', 'text')
    // The reason of the latest key change, shown with the new key once it is released.
    .addColumn('key_changed_reason', 'text')
    .execute();

  await db.schema
    .createTable('appeals')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('appeals_one_per_question', ['question_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('appeals_simulado_idx')
    .on('appeals')
    .columns(['simulado_id', 'question_id'])
    .execute();

  // Append-only: every decision on a question's key, the audit list. An appeal's answer is
  // the latest decision on its question.
  await db.schema
    .createTable('key_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('ANNUL', 'CHANGE_KEY', 'REJECT')`),
    )
    .addColumn('before_option', 'char(1)')
    .addColumn('after_option', 'char(1)')
    .addColumn('reason', 'text', (c) => c.notNull())
    // The author stays named in the audit even after their account is deleted.
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('key_changes_simulado_idx')
    .on('key_changes')
    .columns(['simulado_id', 'created_at'])
    .execute();

  // What a regrade did to each attempt whose score moved ('sua nota passou de … para …').
  // No foreign keys: a regrade of 50,000 attempts writes 50,000 rows in one statement.
  await db.schema
    .createTable('score_changes')
    .addColumn('result_id', 'uuid', (c) => c.notNull())
    .addColumn('key_change_id', 'uuid', (c) => c.notNull())
    .addColumn('simulado_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('before_score', 'double precision', (c) => c.notNull())
    .addColumn('after_score', 'double precision', (c) => c.notNull())
    .addColumn('notified_at', 'timestamptz')
    .addPrimaryKeyConstraint('score_changes_pk', ['result_id', 'key_change_id'])
    .execute();
  await db.schema
    .createIndex('score_changes_change_idx')
    .on('score_changes')
    .column('key_change_id')
    .execute();

  await db.schema
    .createTable('regrade_runs')
    .addColumn('simulado_id', 'uuid', (c) =>
      c.primaryKey().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('key_change_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('QUEUED', 'REGRADING', 'RANKING', 'DONE', 'FAILED')`),
    )
    .addColumn('affected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();

  // One row per simulado (scope '') and per class that released it (scope = class id).
  await db.schema
    .createTable('item_statistics')
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('participants', 'integer', (c) => c.notNull())
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_statistics_pk', ['simulado_id', 'scope'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'item_statistics',
    'regrade_runs',
    'score_changes',
    'key_changes',
    'appeals',
  ])
    await db.schema.dropTable(table).ifExists().execute();
  await db.schema
    .alterTable('questions')
    .dropColumn('annulled_reason')
    .dropColumn('key_changed_reason')
    .execute();
  await db.schema.alterTable('simulados').dropColumn('appeals_until').execute();
}
