-- The trigger questions_paper_version (after insert, update or delete on questions) runs
-- this: simulados.paper_version changes whenever a question of the simulado does, whichever
-- code path wrote it (admin editor, CSV import, annulment, key change, restore). The API
-- caches the presented paper per (simulado, version), so the starts of an exam day share
-- one read of the questions and an edit is seen by the next start on every instance.
create or replace function bump_paper_version() returns trigger language plpgsql as $fn$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update simulados set paper_version = paper_version + 1 where id = old.simulado_id;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.simulado_id <> old.simulado_id) then
    update simulados set paper_version = paper_version + 1 where id = new.simulado_id;
  end if;
  return null;
end
$fn$
