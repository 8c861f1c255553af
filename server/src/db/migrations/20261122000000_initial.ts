import { sql, type Kysely } from 'kysely';
import { createClassAndMessageTables } from './initial-classes-and-messages';

/**
 * The schema of the whole product as far as the spec makes it clear. Later issues add
 * their own migrations beside this one. Money is integer centavos; times are timestamptz.
 */
// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('ADMIN', 'TEACHER', 'STUDENT')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower', sql`email = lower(btrim(email))`)
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('verify_email', 'reset_password')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('auth_tokens_user_idx')
    .on('auth_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('simulados')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('description', 'text')
    .addColumn('price_cents', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price_cents >= 0`),
    )
    .addColumn('duration_minutes', 'integer', (c) => c.check(sql`duration_minutes >= 1`))
    .addColumn('is_practice_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('start_date', 'timestamptz')
    .addColumn('end_date', 'timestamptz')
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'simulados_window',
      sql`start_date is null or end_date is null or start_date < end_date`,
    )
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('option_a', 'text', (c) => c.notNull())
    .addColumn('option_b', 'text', (c) => c.notNull())
    .addColumn('option_c', 'text', (c) => c.notNull())
    .addColumn('option_d', 'text', (c) => c.notNull())
    .addColumn('correct_option', 'char(1)', (c) =>
      c.notNull().check(sql`correct_option in ('A', 'B', 'C', 'D')`),
    )
    .addColumn('subject', 'text')
    .addColumn('explanation', 'text')
    .addUniqueConstraint('questions_position_unique', ['simulado_id', 'position'])
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('restrict'),
    )
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purchased_at', 'timestamptz', (c) => c.notNull())
    // Concurrent double-clicks must produce one purchase: the database decides, not code.
    .addUniqueConstraint('purchases_user_simulado_unique', ['user_id', 'simulado_id'])
    .execute();
  await db.schema
    .createIndex('purchases_simulado_idx')
    .on('purchases')
    .column('simulado_id')
    .execute();

  await db.schema
    .createTable('exam_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('restrict'),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('IN_PROGRESS', 'SUBMITTED')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    // One official attempt per user and simulado.
    .addUniqueConstraint('exam_sessions_user_simulado_unique', ['user_id', 'simulado_id'])
    .execute();
  await db.schema
    .createIndex('exam_sessions_open_idx')
    .on('exam_sessions')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'IN_PROGRESS')
    .execute();

  await db.schema
    .createTable('session_answers')
    .addColumn('session_id', 'uuid', (c) =>
      c.notNull().references('exam_sessions.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('selected_option', 'char(1)', (c) =>
      c.check(sql`selected_option in ('A', 'B', 'C', 'D')`),
    )
    .addColumn('client_seq', 'bigint', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_answers_pk', ['session_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('restrict'),
    )
    .addColumn('exam_session_id', 'uuid', (c) =>
      c.unique().references('exam_sessions.id').onDelete('set null'),
    )
    .addColumn('attempt_type', 'text', (c) =>
      c.notNull().check(sql`attempt_type in ('OFFICIAL', 'PRACTICE')`),
    )
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index results_one_official on results (user_id, simulado_id) where attempt_type = 'OFFICIAL'`.execute(
    db,
  );
  await db.schema
    .createIndex('results_simulado_idx')
    .on('results')
    .columns(['simulado_id', 'attempt_type'])
    .execute();
  await db.schema
    .createIndex('results_user_idx')
    .on('results')
    .columns(['user_id', 'completed_at'])
    .execute();

  await db.schema
    .createTable('result_answers')
    .addColumn('result_id', 'uuid', (c) => c.notNull().references('results.id').onDelete('cascade'))
    .addColumn('question_id', 'uuid', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('selected_option', 'char(1)')
    .addColumn('is_correct', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('result_answers_pk', ['result_id', 'question_id'])
    .execute();

  await createClassAndMessageTables(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'outbox_emails',
    'contact_messages',
    'class_simulados',
    'class_students',
    'classes',
    'result_answers',
    'results',
    'session_answers',
    'exam_sessions',
    'purchases',
    'questions',
    'simulados',
    'sessions',
    'auth_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
