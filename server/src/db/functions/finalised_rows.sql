-- What the answer to a finalisation needs, for sessions just finalised by this
-- transaction (finalise_sessions, finalise_due_sessions): the session, the simulado's
-- fields (key_hold_until included, so the caller never reads the simulado again), the
-- result, its graded answers in position order, the saved answers and the standing as
-- countOfficialStanding would read it just after the commit.
--
-- The standing costs one pass over each simulado's official field per call, not per
-- session: a count per score (few distinct values), then for each result only the rows
-- that tie its score, through results_official_order_idx.
create or replace function finalised_rows(p_sessions uuid[])
returns table (
  id uuid, user_id uuid, simulado_id uuid, status text, started_at timestamptz,
  expires_at timestamptz, submitted_at timestamptz,
  subject text, is_practice_only boolean, end_date timestamptz, key_hold_until timestamptz,
  answer_key_release text, format text, scoring text, paper_version text,
  result_id uuid, score double precision, correct_count integer,
  total_questions integer, duration_seconds integer, completed_at timestamptz,
  graded jsonb, saved jsonb, weighted boolean, participants bigint, ahead bigint
) language sql as $fn$
  with mine as (
    select r.* from results r
     where r.exam_session_id = any(p_sessions) and r.attempt_type = 'OFFICIAL'
  ),
  per_score as (
    select o.simulado_id, o.score, count(*) as n
      from results o
     where o.simulado_id in (select m.simulado_id from mine m) and o.attempt_type = 'OFFICIAL'
     group by o.simulado_id, o.score
  )
  select s.id, s.user_id, s.simulado_id, s.status, s.started_at, s.expires_at,
         s.submitted_at, sim.subject, sim.is_practice_only, sim.end_date, sim.key_hold_until,
         sim.answer_key_release, sim.format, sim.scoring, sim.paper_version::text,
         r.id, r.score, r.correct_count, r.total_questions, r.duration_seconds,
         r.completed_at,
         (select coalesce(jsonb_agg(jsonb_build_object('questionId', ra.question_id,
                   'selectedOption', ra.selected_option, 'isCorrect', ra.is_correct)
                   order by q.position), '[]')
            from result_answers ra join questions q on q.id = ra.question_id
           where ra.result_id = r.id),
         (select coalesce(jsonb_agg(jsonb_build_object(
                   'question_id', a.question_id, 'selected_option', a.selected_option)), '[]')
            from session_answers a where a.session_id = s.id),
         exists (select 1 from questions q where q.simulado_id = s.simulado_id and q.weight <> 1),
         (select coalesce(sum(p.n), 0) from per_score p
           where p.simulado_id = r.simulado_id)::bigint,
         ((select coalesce(sum(p.n), 0) from per_score p
            where p.simulado_id = r.simulado_id and p.score > r.score)
          + (select count(*) from results o
              where o.simulado_id = r.simulado_id and o.attempt_type = 'OFFICIAL'
                and o.score = r.score and o.duration_seconds < r.duration_seconds))::bigint
    from mine r
    join exam_sessions s on s.id = r.exam_session_id
    join simulados sim on sim.id = s.simulado_id
$fn$
