import { sql, type Kysely } from 'kysely';
import * as previousSave from './20261123000020_save_answers_ack';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The bancas' formats (A–D, A–E, Certo/Errado), scoring rules and weights. Existing
 * simulados become A–D papers scored by the standard rule with every weight 1, which is
 * exactly how they were scored. Answer letters widen to A–E (Certo/Errado answers C or E);
 * which letters one simulado takes is checked by save_session_answers below and by the
 * services. `annulled_at` marks a question credited to everyone (the annulment issue sets
 * it; grading already honours it).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('simulados')
    .addColumn('format', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ABCD')
        .check(sql`format in ('ABCD', 'ABCDE', 'CERTO_ERRADO')`),
    )
    .addColumn('scoring', 'text', (c) =>
      c
        .notNull()
        .defaultTo('STANDARD')
        .check(sql`scoring in ('STANDARD', 'CEBRASPE')`),
    )
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('option_e', 'text')
    .addColumn('weight', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`weight >= 0.5 and weight <= 10`),
    )
    .addColumn('annulled_at', 'timestamptz')
    .execute();
  await sql`alter table questions drop constraint if exists questions_correct_option_check`.execute(
    db,
  );
  await sql`alter table questions add constraint questions_correct_option_check
            check (correct_option in ('A', 'B', 'C', 'D', 'E'))`.execute(db);
  await sql`alter table session_answers drop constraint if exists session_answers_selected_option_check`.execute(
    db,
  );
  await sql`alter table session_answers add constraint session_answers_selected_option_check
            check (selected_option in ('A', 'B', 'C', 'D', 'E'))`.execute(db);
  await createLettersFunction(db);
  await createSaveFunction(db);
}

/**
 * save_session_answers as in 20261123000020_save_answers_ack, plus the format: a save
 * whose letter the simulado's format does not take is not stored, and the row says so
 * (option_ok) with the format, so the service answers 400 naming the letters it takes.
 */
export async function createSaveFunction(db: AnyDb): Promise<void> {
  await sql`drop function if exists save_session_answers(jsonb, timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`
    create function save_session_answers(
      p_saves jsonb, p_now timestamptz, p_accept_after timestamptz
    ) returns table (
      ord integer, id uuid, user_id uuid, simulado_id uuid, status text,
      started_at timestamptz, expires_at timestamptz, submitted_at timestamptz,
      open boolean, question_ok boolean, stored_option text, option_ok boolean, format text
    ) language plpgsql as $fn$
    #variable_conflict use_column
    begin
      perform 1 from exam_sessions es
      where es.id in (select (e->>'sessionId')::uuid from jsonb_array_elements(p_saves) e)
      order by es.id
      for share;

      insert into session_answers as sa
        (session_id, question_id, selected_option, client_seq, saved_at)
      select distinct on (i."sessionId", i."questionId")
             i."sessionId", i."questionId", i.option, i.seq, p_now
      from jsonb_to_recordset(p_saves)
             as i(ord integer, "sessionId" uuid, "userId" uuid, "questionId" uuid,
                  option text, seq bigint)
      join exam_sessions es
        on es.id = i."sessionId" and es.user_id = i."userId"
       and es.status = 'IN_PROGRESS' and es.expires_at >= p_accept_after
      join questions q on q.id = i."questionId" and q.simulado_id = es.simulado_id
      join simulados s on s.id = es.simulado_id
      where i.option is null or i.option = any(save_session_letters(s.format))
      order by i."sessionId", i."questionId", i.seq desc
      on conflict (session_id, question_id) do update
        set selected_option = excluded.selected_option,
            client_seq = excluded.client_seq,
            saved_at = excluded.saved_at
        where sa.client_seq <= excluded.client_seq;

      return query
      select i.ord, es.id, es.user_id, es.simulado_id, es.status,
             es.started_at, es.expires_at, es.submitted_at,
             es.status = 'IN_PROGRESS' and es.expires_at >= p_accept_after,
             exists (select 1 from questions q
                     where q.id = i."questionId" and q.simulado_id = es.simulado_id),
             (select a.selected_option::text from session_answers a
               where a.session_id = es.id and a.question_id = i."questionId"),
             i.option is null or i.option = any(save_session_letters(s.format)),
             s.format
      from jsonb_to_recordset(p_saves)
             as i(ord integer, "sessionId" uuid, "userId" uuid, "questionId" uuid, option text)
      join exam_sessions es on es.id = i."sessionId" and es.user_id = i."userId"
      join simulados s on s.id = es.simulado_id;
    end
    $fn$
  `.execute(db);
}

/** The letters of a format, as optionsOf in shared/src/scoring/formats.ts. */
async function createLettersFunction(db: AnyDb): Promise<void> {
  await sql`
    create or replace function save_session_letters(p_format text) returns text[]
    language sql immutable as $fn$
      select case p_format
        when 'ABCDE' then array['A', 'B', 'C', 'D', 'E']
        when 'CERTO_ERRADO' then array['C', 'E']
        else array['A', 'B', 'C', 'D'] end
    $fn$
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await previousSave.up(db);
  await sql`drop function if exists save_session_letters(text)`.execute(db);
  await sql`delete from session_answers where selected_option = 'E'`.execute(db);
  await sql`alter table session_answers drop constraint if exists session_answers_selected_option_check`.execute(
    db,
  );
  await sql`alter table session_answers add constraint session_answers_selected_option_check
            check (selected_option in ('A', 'B', 'C', 'D'))`.execute(db);
  await db.schema
    .alterTable('questions')
    .dropColumn('option_e')
    .dropColumn('weight')
    .dropColumn('annulled_at')
    .execute();
  await db.schema.alterTable('simulados').dropColumn('format').dropColumn('scoring').execute();
}
