-- Step one of shared's scoreAttempt rule: an answer is credited when its question is
-- annulled or the answer is right. finalise_session and the regrade both ask it.
create or replace function answer_credited(p_annulled boolean, p_selected text, p_correct text)
returns boolean language sql immutable parallel safe
as $$ select p_annulled or coalesce(p_selected = p_correct, false) $$
