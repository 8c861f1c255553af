import { sql, type Kysely } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * finalise_session: a submit (or an expiry) in ONE call, with no BEGIN or COMMIT around it.
 * The burst of 2,000 submits waited on round trips — begin, claim, answers,
 * insert, commit, standing: six per submit, each a hand-over between processes on a
 * two-core machine — with most of the pool's connections idle in a transaction meanwhile.
 *
 * The function is one statement, so one transaction, and its statements each take a
 * snapshot of their own (READ COMMITTED, a VOLATILE function): the answers are read AFTER
 * the claim got the session's row lock, so a save that committed while the claim waited
 * is graded. (The claim and the read could not share one statement for that reason.)
 *
 * The grading is shared's scoreAttempt, step by step: the key in position order, a
 * question never saved is blank, credited = annulled or right, Cebraspe subtracts a wrong
 * one, and the sums are float8 additions in that same order, so the score is the one the
 * JS rule gives to the last bit (finalise-session.test.ts holds them equal, with weights
 * that are not multiples of 0.5). The duration is officialDurationSeconds.
 */
export async function up(db: AnyDb): Promise<void> {
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
        v_ok := q.annulled or coalesce(v_opt = q.correct_option, false);
        v_total := v_total + q.weight;
        v_count := v_count + 1;
        if q.weight <> 1 then
          v_weighted := true;
        end if;
        if v_ok then
          v_credited := v_credited + 1;
          v_net := v_net + q.weight;
        elsif v_opt is not null and sim.scoring = 'CEBRASPE' then
          v_net := v_net - q.weight;
        end if;
        v_ids := v_ids || q.id;
        v_opts := v_opts || v_opt;
        v_oks := v_oks || v_ok;
      end loop;

      insert into results as x (user_id, simulado_id, exam_session_id, attempt_type, score,
        correct_count, total_questions, duration_seconds, completed_at)
      values (s.user_id, s.simulado_id, s.id, 'OFFICIAL',
        case when v_total > 0 then (greatest(0, v_net) / v_total) * 100 else 0 end,
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
  await sql`drop function if exists finalise_session(uuid, timestamptz, uuid)`.execute(db);
}
