-- Step two of scoreAttempt: a credited answer earns its weight; under Cebraspe a wrong
-- answer (not a blank one) costs its weight.
create or replace function answer_points(
  p_credited boolean, p_selected text, p_weight double precision, p_cebraspe boolean)
returns double precision language sql immutable parallel safe
as $$ select case when p_credited then p_weight
                  when p_selected is null or not p_cebraspe then 0
                  else -p_weight end $$
