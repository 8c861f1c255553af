import { sql, type Kysely } from 'kysely';

// Part of 20261122000000_initial, split out only to keep files short: its effect (and
// its statements' order) belongs to that migration and must never change.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Teachers' classes, the contact form's messages and the log mailer's outbox. */
export async function createClassAndMessageTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('teacher_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_students', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(20)
        .check(sql`max_students between 1 and 100`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('classes_teacher_idx').on('classes').column('teacher_id').execute();

  await db.schema
    .createTable('class_students')
    .addColumn('class_id', 'uuid', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_students_pk', ['class_id', 'email'])
    .execute();
  await db.schema
    .createIndex('class_students_email_idx')
    .on('class_students')
    .column('email')
    .execute();

  await db.schema
    .createTable('class_simulados')
    .addColumn('class_id', 'uuid', (c) => c.notNull().references('classes.id').onDelete('cascade'))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('released_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_simulados_pk', ['class_id', 'simulado_id'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_to_idx')
    .on('outbox_emails')
    .columns(['to_address', 'created_at'])
    .execute();
}
