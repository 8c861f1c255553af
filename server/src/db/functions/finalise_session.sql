-- Submits one session: claims it (IN_PROGRESS → SUBMITTED, once, and given p_owner only
-- if it is that user's), grades it under the answer-key lock with the scoring rule's three
-- steps and writes the official result and its answers. True when this call finalised it;
-- finalise_sessions, its one caller, then reads back what the submit's answer needs
-- (finalised_rows) once for the whole batch.
create or replace function finalise_session(p_session uuid, p_now timestamptz, p_owner uuid)
returns boolean language plpgsql as $fn$
#variable_conflict use_column
declare
  s exam_sessions%rowtype;
  v_scoring text;
  r_id uuid;
  q record;
  v_chosen jsonb;
  v_opt text;
  v_ok boolean;
  v_net double precision := 0;
  v_total double precision := 0;
  v_credited integer := 0;
  v_count integer := 0;
  v_ids uuid[] := '{}';
  v_opts text[] := '{}';
  v_oks boolean[] := '{}';
begin
  update exam_sessions es set status = 'SUBMITTED', submitted_at = p_now
   where es.id = p_session and es.status = 'IN_PROGRESS'
     and (p_owner is null or es.user_id = p_owner)
  returning es.* into s;
  if not found then
    return false;
  end if;

  -- Before the key is read (in statements of their own, so after a decision waited
  -- for commits), until the result is written.
  perform lock_answer_key(s.simulado_id, false);

  -- A statement of its own: its snapshot sees every save committed before the claim.
  select coalesce(jsonb_object_agg(a.question_id::text, a.selected_option), '{}')
    into v_chosen
    from session_answers a where a.session_id = s.id;

  select sim.scoring into v_scoring from simulados sim where sim.id = s.simulado_id;

  for q in
    select qq.id, qq.correct_option, qq.weight, qq.annulled_at is not null as annulled
      from questions qq where qq.simulado_id = s.simulado_id order by qq.position
  loop
    v_opt := v_chosen ->> q.id::text;
    v_ok := answer_credited(q.annulled, v_opt, q.correct_option);
    v_total := v_total + q.weight;
    v_count := v_count + 1;
    if v_ok then
      v_credited := v_credited + 1;
    end if;
    v_net := v_net + answer_points(v_ok, v_opt, q.weight, v_scoring = 'CEBRASPE');
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
  returning x.id into r_id;

  insert into result_answers (result_id, question_id, selected_option, is_correct)
  select r_id, u.qid, u.opt, u.ok from unnest(v_ids, v_opts, v_oks) as u(qid, opt, ok);
  return true;
end
$fn$
