import { sql, type Kysely } from 'kysely';
import * as previous from './20261123000004_save_answers_fn';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * save_session_answers returns the one stored option of each save's question instead of
 * the session's whole answer list: the client never read that list from a save, and
 * building it (jsonb_object_agg over up to 60 rows per save) was most of the function's
 * database time at the start of an exam (`pnpm bench exam --mode scaled`).
 * Otherwise the function is unchanged (see 20261123000004_save_answers_fn). A function's
 * result type cannot be replaced in place, hence the drop.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`drop function if exists save_session_answers(jsonb, timestamptz, timestamptz)`.execute(
    db,
  );
  await sql`
    create function save_session_answers(
      p_saves jsonb, p_now timestamptz, p_accept_after timestamptz
    ) returns table (
      ord integer, id uuid, user_id uuid, simulado_id uuid, status text,
      started_at timestamptz, expires_at timestamptz, submitted_at timestamptz,
      open boolean, question_ok boolean, stored_option text
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
      order by i."sessionId", i."questionId", i.seq desc
      on conflict (session_id, question_id) do update
        set selected_option = excluded.selected_option,
            client_seq = excluded.client_seq,
            saved_at = excluded.saved_at
        where sa.client_seq <= excluded.client_seq;

      -- One primary-key look-up per save instead of aggregating the session's answers.
      return query
      select i.ord, es.id, es.user_id, es.simulado_id, es.status,
             es.started_at, es.expires_at, es.submitted_at,
             es.status = 'IN_PROGRESS' and es.expires_at >= p_accept_after,
             exists (select 1 from questions q
                     where q.id = i."questionId" and q.simulado_id = es.simulado_id),
             -- char(1) in the table; the result column is text.
             (select a.selected_option::text from session_answers a
               where a.session_id = es.id and a.question_id = i."questionId")
      from jsonb_to_recordset(p_saves)
             as i(ord integer, "sessionId" uuid, "userId" uuid, "questionId" uuid)
      join exam_sessions es on es.id = i."sessionId" and es.user_id = i."userId";
    end
    $fn$
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop function if exists save_session_answers(jsonb, timestamptz, timestamptz)`.execute(
    db,
  );
  await previous.up(db);
}
