import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Enrolment becomes an invitation the student answers (the teacher boundary):
 * only an ACCEPTED member gets the class's releases and is seen by the teacher. Rows that
 * exist already were immediate enrolments under the old rule, so they start ACCEPTED and
 * nothing changes for current classes; new rows default to INVITED.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    alter table class_students
      add column status text not null default 'ACCEPTED'
        constraint class_students_status_check check (status in ('INVITED', 'ACCEPTED', 'DECLINED')),
      add column responded_at timestamptz
  `.execute(db);
  await sql`alter table class_students alter column status set default 'INVITED'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table class_students drop column responded_at, drop column status`.execute(db);
}
