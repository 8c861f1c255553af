-- The submit's path: finalises the sessions of one batch of submits in one round trip and
-- no BEGIN/COMMIT. Each p_sessions[i] is claimed and graded by finalise_session with its
-- own p_nows[i] and p_owners[i], in the order given (the caller sorts by session id, the
-- order in which save_session_answers locks sessions); then what each submit's answer
-- needs is read once for the batch (finalised_rows), its standing included — one pass
-- over the field per batch instead of one per submit. `ord` is i for every session this
-- call finalised; the others (unknown, someone else's, already finalised — by another
-- caller or an earlier entry of the batch) have no row.
create or replace function finalise_sessions(
  p_sessions uuid[], p_nows timestamptz[], p_owners uuid[])
returns table (
  ord integer, id uuid, user_id uuid, simulado_id uuid, status text,
  started_at timestamptz, expires_at timestamptz, submitted_at timestamptz,
  subject text, is_practice_only boolean, end_date timestamptz, key_hold_until timestamptz,
  answer_key_release text, format text, scoring text, paper_version text,
  result_id uuid, score double precision, correct_count integer,
  total_questions integer, duration_seconds integer, completed_at timestamptz,
  graded jsonb, saved jsonb, weighted boolean, participants bigint, ahead bigint
) language plpgsql as $fn$
#variable_conflict use_column
declare
  v_done uuid[] := '{}';
  v_ords integer[] := '{}';
begin
  for i in 1 .. coalesce(cardinality(p_sessions), 0) loop
    if finalise_session(p_sessions[i], p_nows[i], p_owners[i]) then
      v_done := v_done || p_sessions[i];
      v_ords := v_ords || i;
    end if;
  end loop;
  if cardinality(v_done) = 0 then
    return;
  end if;
  return query
  select d.ord, f.*
    from finalised_rows(v_done) f
    join unnest(v_done, v_ords) as d(session_id, ord) on d.session_id = f.id;
end
$fn$
