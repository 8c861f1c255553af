-- Finalises a batch of sessions whose time is up, in set-based statements: the expiry's
-- path, where finalise_sessions is the submit's. Claims up to p_limit IN_PROGRESS sessions
-- whose expires_at is before p_cutoff (p_first's first, then the oldest), skipping the
-- rows another transaction holds (a save, a submit, another batch): they are finalised by
-- their own caller or by a later batch, never twice. Grades them with the rule's three steps
-- under the answer-key lock, writes their results and answers and their announcements to
-- send, and returns for each what finalised_rows reads, the standing included.
create or replace function finalise_due_sessions(
  p_now timestamptz, p_cutoff timestamptz, p_first uuid[], p_limit integer)
returns table (
  id uuid, user_id uuid, simulado_id uuid, status text, started_at timestamptz,
  expires_at timestamptz, submitted_at timestamptz,
  subject text, is_practice_only boolean, end_date timestamptz, key_hold_until timestamptz,
  answer_key_release text, format text, scoring text, paper_version text,
  result_id uuid, score double precision, correct_count integer,
  total_questions integer, duration_seconds integer, completed_at timestamptz,
  graded jsonb, saved jsonb, weighted boolean, participants bigint, ahead bigint
) language plpgsql as $fn$
#variable_conflict use_column
declare
  v_claimed uuid[];
  v_sims uuid[];
  v_sim uuid;
begin
  -- p_first's sessions, then the oldest due ones (exam_sessions_open_idx's order).
  with due as (
    select es.id from exam_sessions es
     where es.id = any(coalesce(p_first, '{}')) and es.status = 'IN_PROGRESS'
       and es.expires_at < p_cutoff
     for update skip locked
  ), claimed as (
    update exam_sessions es set status = 'SUBMITTED', submitted_at = p_now
      from due where es.id = due.id
    returning es.id
  )
  select coalesce(array_agg(c.id), '{}') into v_claimed from claimed c;

  with due as (
    select es.id from exam_sessions es
     where es.status = 'IN_PROGRESS' and es.expires_at < p_cutoff
     order by es.expires_at
     limit greatest(0, p_limit - cardinality(v_claimed))
     for update skip locked
  ), claimed as (
    update exam_sessions es set status = 'SUBMITTED', submitted_at = p_now
      from due where es.id = due.id
    returning es.id
  )
  select v_claimed || coalesce(array_agg(c.id), '{}') into v_claimed from claimed c;

  select coalesce(array_agg(distinct es.simulado_id), '{}') into v_sims
    from exam_sessions es where es.id = any(v_claimed);
  if cardinality(v_claimed) = 0 then
    return;
  end if;

  -- Before the key is read (in statements of their own, so after a decision waited for
  -- commits), until the results are written; in one order, as every holder takes them.
  foreach v_sim in array (select array_agg(x order by x) from unnest(v_sims) x) loop
    perform lock_answer_key(v_sim, false);
  end loop;

  -- Statements of their own: their snapshot sees every save committed before the claim.
  with s as (
    select es.* from exam_sessions es where es.id = any(v_claimed)
  ),
  graded as (
    select s.id as session_id, q.id as question_id, q.position, q.weight, a.selected_option,
           answer_credited(q.annulled_at is not null, a.selected_option, q.correct_option) as ok,
           sim.scoring = 'CEBRASPE' as cebraspe
      from s
      join simulados sim on sim.id = s.simulado_id
      join questions q on q.simulado_id = s.simulado_id
      left join session_answers a on a.session_id = s.id and a.question_id = q.id
  ),
  totals as (
    select g.session_id, count(*) filter (where g.ok)::integer as credited,
           count(*)::integer as n,
           sum(answer_points(g.ok, g.selected_option, g.weight, g.cebraspe)
               order by g.position) as net,
           sum(g.weight order by g.position) as total
      from graded g group by g.session_id
  ),
  inserted as (
    insert into results as x (user_id, simulado_id, exam_session_id, attempt_type, score,
      correct_count, total_questions, duration_seconds, completed_at)
    select s.user_id, s.simulado_id, s.id, 'OFFICIAL', attempt_score(t.net, t.total),
           t.credited, t.n,
           greatest(0, floor(extract(epoch from least(p_now, s.expires_at))
                             - extract(epoch from s.started_at)))::integer,
           p_now
      from s join totals t on t.session_id = s.id
    returning x.id, x.exam_session_id
  )
  insert into result_answers (result_id, question_id, selected_option, is_correct)
  select i.id, g.question_id, g.selected_option, g.ok
    from inserted i join graded g on g.session_id = i.exam_session_id;

  -- Each candidate's exam:expired, kept with her result until the caller has sent it
  -- (expiry-announcements.ts): leased to this caller for 5 s, then anyone's to re-send.
  -- The lease is on the database's clock, as every lease of the table is.
  insert into expiry_announcements (session_id, leased_until)
  select c, clock_timestamp() + interval '5 seconds' from unnest(v_claimed) c
  on conflict (session_id) do nothing;

  -- What the answers need, the standing with one pass over each simulado's field for the
  -- whole batch.
  return query select * from finalised_rows(v_claimed);
end
$fn$
