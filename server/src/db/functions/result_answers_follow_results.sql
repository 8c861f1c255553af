-- The trigger results_delete_answers (after delete on results, per statement) runs this:
-- a deleted result's answers go with it, as the foreign key's cascade did before
-- result_answers lost its row-by-row checks (migration 20261126223000), in one statement
-- over all the rows the delete removed (an account's deletion cascades here too).
create or replace function result_answers_follow_results() returns trigger
language plpgsql as $fn$
begin
  delete from result_answers ra using gone g where ra.result_id = g.id;
  return null;
end
$fn$
