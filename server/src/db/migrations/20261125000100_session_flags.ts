import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The exam tools: per question of an official session, 'Revisar depois'
 * (`marked`) and the crossed-out alternatives (`struck`, the letters in order, e.g. 'AC').
 * Apart from session_answers on purpose: grading and the hot save path never read them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('session_flags')
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('exam_sessions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('marked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('struck', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`struck ~ '^[A-E]{0,5}$'`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_flags_pkey', ['session_id', 'question_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('session_flags').execute();
}
