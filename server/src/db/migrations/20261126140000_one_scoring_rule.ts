import { sql, type Kysely } from 'kysely';
import * as previous from './20261126000000_finalise_session_fn';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * One SQL definition of shared's scoreAttempt rule, and the lock that keeps a grading and a
 * key decision apart.
 *
 * - answer_credited, answer_points and attempt_score are the rule's three steps (credited =
 *   annulled or right; a wrong answer costs its weight under Cebraspe; max(0, net) ÷ total ×
 *   100). finalise_session and the regrade both call them, summing the points in position
 *   order as scoreAttempt does, so a regraded score equals one graded afresh to the last bit.
 * - lock_answer_key: a grading (finalise_session, a practice correction) holds it shared while
 *   it reads the key and writes the result; a key decision holds it exclusive while it writes
 *   the key. A result is then graded wholly by the key before a decision or wholly by the key
 *   after it, and its stored verdicts say which — what lets the regrade tell apart a result
 *   that still needs the decision from one graded by it already. Shared holders never wait
 *   for each other, so a burst of submits is not serialised.
 *
 * finalise_session is the previous body (20261126000000) with the lock and these calls.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`
    create function answer_credited(p_annulled boolean, p_selected text, p_correct text)
    returns boolean language sql immutable parallel safe
    as $$ select p_annulled or coalesce(p_selected = p_correct, false) $$
  `.execute(db);
  await sql`
    create function answer_points(
      p_credited boolean, p_selected text, p_weight double precision, p_cebraspe boolean)
    returns double precision language sql immutable parallel safe
    as $$ select case when p_credited then p_weight
                      when p_selected is null or not p_cebraspe then 0
                      else -p_weight end $$
  `.execute(db);
  await sql`
    create function attempt_score(p_net double precision, p_total double precision)
    returns double precision language sql immutable parallel safe
    as $$ select case when p_total > 0 then (greatest(0, p_net) / p_total) * 100 else 0 end $$
  `.execute(db);
  await sql`
    create function lock_answer_key(p_simulado uuid, p_exclusive boolean)
    returns void language plpgsql as $fn$
    begin
      if p_exclusive then
        perform pg_advisory_xact_lock(hashtext('answer-key:' || p_simulado::text));
      else
        perform pg_advisory_xact_lock_shared(hashtext('answer-key:' || p_simulado::text));
      end if;
    end
    $fn$
  `.execute(db);
  await sql`drop function finalise_session(uuid, timestamptz, uuid)`.execute(db);
  await sql`
    create function finalise_session(p_session uuid, p_now timestamptz, p_owner uuid)
    returns table (
      id uuid, user_id uuid, simulado_id uuid, status text, started_at timestamptz,
      expires_at timestamptz, submitted_at timestamptz,
      subject text, is_practice_only boolean, end_date timestamptz,
      answer_key_release text, format text, scoring text, paper_version text,
      result_id uuid, score double precision, correct_count integer,
      total_questions integer, duration_seconds integer, completed_at timestamptz,
      graded jsonb, saved jsonb, weighted boolean, participants bigint, ahead bigint
    ) language plpgsql as $fn$
    #variable_conflict use_column
    declare
      s exam_sessions%rowtype;
      sim simulados%rowtype;
      r results%rowtype;
      q record;
      v_chosen jsonb;
      v_saved jsonb;
      v_opt text;
      v_ok boolean;
      v_net double precision := 0;
      v_total double precision := 0;
      v_credited integer := 0;
      v_count integer := 0;
      v_weighted boolean := false;
      v_ids uuid[] := '{}';
      v_opts text[] := '{}';
      v_oks boolean[] := '{}';
      v_participants bigint;
      v_ahead bigint;
    begin
      update exam_sessions es set status = 'SUBMITTED', submitted_at = p_now
       where es.id = p_session and es.status = 'IN_PROGRESS'
         and (p_owner is null or es.user_id = p_owner)
      returning es.* into s;
      if not found then
        return;
      end if;

      -- Before the key is read (in statements of their own, so after a decision waited
      -- for commits), until the result is written.
      perform lock_answer_key(s.simulado_id, false);

      -- A statement of its own: its snapshot sees every save committed before the claim.
      select coalesce(jsonb_agg(jsonb_build_object(
               'question_id', a.question_id, 'selected_option', a.selected_option)), '[]'),
             coalesce(jsonb_object_agg(a.question_id::text, a.selected_option), '{}')
        into v_saved, v_chosen
        from session_answers a where a.session_id = s.id;

      select * into sim from simulados where simulados.id = s.simulado_id;

      for q in
        select qq.id, qq.correct_option, qq.weight, qq.annulled_at is not null as annulled
          from questions qq where qq.simulado_id = s.simulado_id order by qq.position
      loop
        v_opt := v_chosen ->> q.id::text;
        v_ok := answer_credited(q.annulled, v_opt, q.correct_option);
        v_total := v_total + q.weight;
        v_count := v_count + 1;
        if q.weight <> 1 then
          v_weighted := true;
        end if;
        if v_ok then
          v_credited := v_credited + 1;
        end if;
        v_net := v_net + answer_points(v_ok, v_opt, q.weight, sim.scoring = 'CEBRASPE');
        v_ids := v_ids || q.id;
        v_opts := v_opts || v_opt;
        v_oks := v_oks || v_ok;
      end loop;

      insert into results as x (user_id, simulado_id, exam_session_id, attempt_type, score,
        correct_count, total_questions, duration_seconds, completed_at)
      values (s.user_id, s.simulado_id, s.id, 'OFFICIAL', attempt_score(v_net, v_total),
        v_credited, v_count,
        greatest(0, floor(extract(epoch from least(p_now, s.expires_at))
                          - extract(epoch from s.started_at)))::integer,
        p_now)
      returning x.* into r;

      insert into result_answers (result_id, question_id, selected_option, is_correct)
      select r.id, u.qid, u.opt, u.ok from unnest(v_ids, v_opts, v_oks) as u(qid, opt, ok);

      -- The standing, as countOfficialStanding would read it just after the commit.
      select count(*), count(*) filter (
               where o.score > r.score
                  or (o.score = r.score and o.duration_seconds < r.duration_seconds))
        into v_participants, v_ahead
        from results o where o.simulado_id = s.simulado_id and o.attempt_type = 'OFFICIAL';

      return query select s.id, s.user_id, s.simulado_id, s.status, s.started_at,
        s.expires_at, s.submitted_at, sim.subject, sim.is_practice_only, sim.end_date,
        sim.answer_key_release, sim.format, sim.scoring, sim.paper_version::text,
        r.id, r.score, r.correct_count, r.total_questions, r.duration_seconds,
        r.completed_at,
        (select coalesce(jsonb_agg(jsonb_build_object('questionId', u.qid,
                  'selectedOption', u.opt, 'isCorrect', u.ok) order by u.n), '[]')
           from unnest(v_ids, v_opts, v_oks) with ordinality as u(qid, opt, ok, n)),
        v_saved, v_weighted, v_participants, v_ahead;
    end
    $fn$
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await previous.down(db);
  await previous.up(db);
  await sql`drop function lock_answer_key(uuid, boolean)`.execute(db);
  await sql`drop function attempt_score(double precision, double precision)`.execute(db);
  await sql`drop function answer_points(boolean, text, double precision, boolean)`.execute(db);
  await sql`drop function answer_credited(boolean, text, text)`.execute(db);
}
