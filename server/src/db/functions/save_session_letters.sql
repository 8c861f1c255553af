-- The letters of a format, as optionsOf in shared/src/scoring/formats.ts.
create or replace function save_session_letters(p_format text) returns text[]
language sql immutable as $fn$
  select case p_format
    when 'ABCDE' then array['A', 'B', 'C', 'D', 'E']
    when 'CERTO_ERRADO' then array['C', 'E']
    else array['A', 'B', 'C', 'D'] end
$fn$
