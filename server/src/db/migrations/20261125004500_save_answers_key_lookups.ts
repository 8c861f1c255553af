import { sql, type Kysely } from 'kysely';
import { createSaveFunction as createPreviousSaveFunction } from './20261124001500_formats_and_scoring';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * save_session_answers looks its sessions and questions up by key. A batch holds a few
 * saves, but PostgreSQL estimates any jsonb set-returning function at 100 rows, so the
 * previous body hash-joined them against the whole of exam_sessions (twice per call) and
 * of questions: a save's cost grew with every session ever started — 20 ms per batch of
 * 4 with 18,000 sessions against 3.4 ms now (EXPLAIN ANALYZE through
 * auto_explain). The ids, collected first into arrays whose length the planner knows,
 * add `= any(…)` conditions that the joins already imply, and the plans become index
 * lookups. Otherwise the function is 20261124001500_formats_and_scoring's.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create or replace function save_session_answers(
      p_saves jsonb, p_now timestamptz, p_accept_after timestamptz
    ) returns table (
      ord integer, id uuid, user_id uuid, simulado_id uuid, status text,
      started_at timestamptz, expires_at timestamptz, submitted_at timestamptz,
      open boolean, question_ok boolean, stored_option text, option_ok boolean, format text
    ) language plpgsql as $fn$
    #variable_conflict use_column
    declare
      v_sessions uuid[];
      v_questions uuid[];
    begin
      select array_agg(distinct (e->>'sessionId')::uuid),
             array_agg(distinct (e->>'questionId')::uuid)
        into v_sessions, v_questions
      from jsonb_array_elements(p_saves) e;

      perform 1 from exam_sessions es
      where es.id = any(v_sessions)
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
       and es.id = any(v_sessions)
      join questions q on q.id = i."questionId" and q.simulado_id = es.simulado_id
       and q.id = any(v_questions)
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
                     where q.id = i."questionId" and q.simulado_id = es.simulado_id
                       and q.id = any(v_questions)),
             (select a.selected_option::text from session_answers a
               where a.session_id = es.id and a.question_id = i."questionId"),
             i.option is null or i.option = any(save_session_letters(s.format)),
             s.format
      from jsonb_to_recordset(p_saves)
             as i(ord integer, "sessionId" uuid, "userId" uuid, "questionId" uuid, option text)
      join exam_sessions es on es.id = i."sessionId" and es.user_id = i."userId"
       and es.id = any(v_sessions)
      join simulados s on s.id = es.simulado_id;
    end
    $fn$
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await createPreviousSaveFunction(db);
}
