-- Submits a session in one round trip: claims it (IN_PROGRESS → SUBMITTED, once), grades it
-- under the answer-key lock with the scoring rule's three steps, writes the official result
-- and its answers, and returns what the submit's answer needs — the session, the simulado's
-- fields, the result, the graded and saved answers and the standing. An empty set means the
-- session was not open (already submitted, or not the owner's).
create or replace function finalise_session(p_session uuid, p_now timestamptz, p_owner uuid)
returns table (
  id uuid, user_id uuid, simulado_id uuid, status text, started_at timestamptz,
  expires_at timestamptz, submitted_at timestamptz,
  subject text, is_practice_only boolean, end_date timestamptz,
  answer_key_release text, format text, scoring text, paper_version text,
  result_id uuid, score double precision, correct_count integer,
  total_questions integer, duration_seconds integer, completed_at timestamptz,
  graded jsonb, saved jsonb, weighted boolean, participants bigint, ahead bigint
) language plpgsql as $fn$
#variable_conflict use_column
declare
  s exam_sessions%rowtype;
  sim simulados%rowtype;
  r results%rowtype;
  q record;
  v_chosen jsonb;
  v_saved jsonb;
  v_opt text;
  v_ok boolean;
  v_net double precision := 0;
  v_total double precision := 0;
  v_credited integer := 0;
  v_count integer := 0;
  v_weighted boolean := false;
  v_ids uuid[] := '{}';
  v_opts text[] := '{}';
  v_oks boolean[] := '{}';
  v_participants bigint;
  v_ahead bigint;
begin
  update exam_sessions es set status = 'SUBMITTED', submitted_at = p_now
   where es.id = p_session and es.status = 'IN_PROGRESS'
     and (p_owner is null or es.user_id = p_owner)
  returning es.* into s;
  if not found then
    return;
  end if;

  -- Before the key is read (in statements of their own, so after a decision waited
  -- for commits), until the result is written.
  perform lock_answer_key(s.simulado_id, false);

  -- A statement of its own: its snapshot sees every save committed before the claim.
  select coalesce(jsonb_agg(jsonb_build_object(
           'question_id', a.question_id, 'selected_option', a.selected_option)), '[]'),
         coalesce(jsonb_object_agg(a.question_id::text, a.selected_option), '{}')
    into v_saved, v_chosen
    from session_answers a where a.session_id = s.id;

  select * into sim from simulados where simulados.id = s.simulado_id;

  for q in
    select qq.id, qq.correct_option, qq.weight, qq.annulled_at is not null as annulled
      from questions qq where qq.simulado_id = s.simulado_id order by qq.position
  loop
    v_opt := v_chosen ->> q.id::text;
    v_ok := answer_credited(q.annulled, v_opt, q.correct_option);
    v_total := v_total + q.weight;
    v_count := v_count + 1;
    if q.weight <> 1 then
      v_weighted := true;
    end if;
    if v_ok then
      v_credited := v_credited + 1;
    end if;
    v_net := v_net + answer_points(v_ok, v_opt, q.weight, sim.scoring = 'CEBRASPE');
    v_ids := v_ids || q.id;
    v_opts := v_opts || v_opt;
    v_oks := v_oks || v_ok;
  end loop;

  insert into results as x (user_id, simulado_id, exam_session_id, attempt_type, score,
    correct_count, total_questions, duration_seconds, completed_at)
  values (s.user_id, s.simulado_id, s.id, 'OFFICIAL', attempt_score(v_net, v_total),
    v_credited, v_count,
    greatest(0, floor(extract(epoch from least(p_now, s.expires_at))
                      - extract(epoch from s.started_at)))::integer,
    p_now)
  returning x.* into r;

  insert into result_answers (result_id, question_id, selected_option, is_correct)
  select r.id, u.qid, u.opt, u.ok from unnest(v_ids, v_opts, v_oks) as u(qid, opt, ok);

  -- The standing, as countOfficialStanding would read it just after the commit.
  select count(*), count(*) filter (
           where o.score > r.score
              or (o.score = r.score and o.duration_seconds < r.duration_seconds))
    into v_participants, v_ahead
    from results o where o.simulado_id = s.simulado_id and o.attempt_type = 'OFFICIAL';

  return query select s.id, s.user_id, s.simulado_id, s.status, s.started_at,
    s.expires_at, s.submitted_at, sim.subject, sim.is_practice_only, sim.end_date,
    sim.answer_key_release, sim.format, sim.scoring, sim.paper_version::text,
    r.id, r.score, r.correct_count, r.total_questions, r.duration_seconds,
    r.completed_at,
    (select coalesce(jsonb_agg(jsonb_build_object('questionId', u.qid,
              'selectedOption', u.opt, 'isCorrect', u.ok) order by u.n), '[]')
       from unnest(v_ids, v_opts, v_oks) with ordinality as u(qid, opt, ok, n)),
    v_saved, v_weighted, v_participants, v_ahead;
end
$fn$
