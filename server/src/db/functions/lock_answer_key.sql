-- Keeps a grading and a key decision apart. A grading (finalise_session, a practice
-- correction) holds it shared while it reads the key and writes the result; a key decision
-- holds it exclusive while it writes the key. A result is then graded wholly by the key
-- before a decision or wholly by the key after it, which lets the regrade tell them apart.
-- Shared holders never wait for each other, so a burst of submits is not serialised.
create or replace function lock_answer_key(p_simulado uuid, p_exclusive boolean)
returns void language plpgsql as $fn$
begin
  if p_exclusive then
    perform pg_advisory_xact_lock(hashtext('answer-key:' || p_simulado::text));
  else
    perform pg_advisory_xact_lock_shared(hashtext('answer-key:' || p_simulado::text));
  end if;
end
$fn$
