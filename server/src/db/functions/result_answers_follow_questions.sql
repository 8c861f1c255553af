-- The trigger questions_delete_answers (after delete on questions, per statement) runs
-- this: a deleted question's answers go with it, as the foreign key's cascade did. It goes
-- through the question's simulado's results because result_answers has no index on
-- question_id: the cascade's own statement read the whole table.
create or replace function result_answers_follow_questions() returns trigger
language plpgsql as $fn$
begin
  delete from result_answers ra using gone g, results r
   where r.simulado_id = g.simulado_id and ra.result_id = r.id and ra.question_id = g.id;
  return null;
end
$fn$
