-- Step three of scoreAttempt: max(0, net) ÷ total × 100. Callers sum the points in
-- position order as scoreAttempt does, so a regraded score equals a fresh one to the bit.
create or replace function attempt_score(p_net double precision, p_total double precision)
returns double precision language sql immutable parallel safe
as $$ select case when p_total > 0 then (greatest(0, p_net) / p_total) * 100 else 0 end $$
