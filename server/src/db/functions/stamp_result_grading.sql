-- The trigger results_graded_seq (before insert or update on results, per row) runs this:
-- every write of a result takes a new graded_seq, whatever the code path (finalise, regrade,
-- a backup's restore), so (count, max graded_seq) of a simulado's results is the version its
-- stored reports and the report field cache are keyed by (migration 20261208030000).
create or replace function stamp_result_grading() returns trigger
language plpgsql as $fn$
begin
  new.graded_seq := nextval('results_graded_seq');
  return new;
end
$fn$
