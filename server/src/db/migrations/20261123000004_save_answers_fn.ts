import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The exam's hot path as a PL/pgSQL function, for two reasons measured with `pnpm bench
 * exam`: PL/pgSQL keeps its plans per connection, so a save no longer pays for planning a
 * large CTE (~0.4 ms on PostgreSQL, more on PGlite); and it takes a batch, so saves that
 * arrive together share one round trip and one commit.
 *
 * `p_saves` is a JSON array of {ord, sessionId, userId, questionId, option, seq}. For every
 * item whose session belongs to its user, one row comes back with the session, whether it
 * was open, whether the question belongs to its simulado, and all its answers after the
 * batch. Items of someone else's (or no) session yield no row.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create or replace function save_session_answers(
      p_saves jsonb, p_now timestamptz, p_accept_after timestamptz
    ) returns table (
      ord integer, id uuid, user_id uuid, simulado_id uuid, status text,
      started_at timestamptz, expires_at timestamptz, submitted_at timestamptz,
      open boolean, question_ok boolean, answers jsonb
    ) language plpgsql as $fn$
    #variable_conflict use_column
    begin
      -- Share-locks the sessions, in one order for every batch (no deadlock between two):
      -- a concurrent finalisation waits for these saves to commit, or they see SUBMITTED.
      perform 1 from exam_sessions es
      where es.id in (select (e->>'sessionId')::uuid from jsonb_array_elements(p_saves) e)
      order by es.id
      for share;

      -- One row per (session, question): the highest seq of the batch. An older seq never
      -- overwrites a newer stored one; the same seq again rewrites the same row.
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

      -- The locks held since the first statement keep status as that statement saw it.
      return query
      select i.ord, es.id, es.user_id, es.simulado_id, es.status,
             es.started_at, es.expires_at, es.submitted_at,
             es.status = 'IN_PROGRESS' and es.expires_at >= p_accept_after,
             exists (select 1 from questions q
                     where q.id = i."questionId" and q.simulado_id = es.simulado_id),
             coalesce((select jsonb_object_agg(a.question_id, a.selected_option)
                       from session_answers a where a.session_id = es.id), '{}'::jsonb)
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
}
