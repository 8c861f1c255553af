-- The trigger result_answers_regraded (after update on result_answers, per statement) runs
-- this: a verdict rewritten without its result (no such writer today; the regrade writes
-- both) still moves the result's graded_seq, so no report keeps the old per-question figures.
create or replace function results_follow_answers() returns trigger
language plpgsql as $fn$
begin
  update results r set graded_seq = r.graded_seq
    where r.id in (select distinct c.result_id from changed c);
  return null;
end
$fn$
