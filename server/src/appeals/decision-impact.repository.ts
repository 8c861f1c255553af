import { sql } from 'kysely';
import type { DecisionImpact, Option } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';

/**
 * The regrade of regrade-scores.repository.ts run as a dry run: the same rule (answer_credited,
 * answer_points, attempt_score; an attempt is stale when its stored verdict on the question
 * differs from the key it would have), with the decision laid over the current key, and
 * nothing written. `emails` counts the attempts whose score would move and whose account
 * still exists — one e-mail each, as the regrade's notices send.
 */
export async function countDecisionImpact(
  db: DbOrTx,
  input: { simuladoId: string; questionId: string; annul: boolean; newKey: Option | null },
): Promise<DecisionImpact> {
  const { simuladoId, questionId, annul, newKey } = input;
  const { rows } = await sql<{ attempts: string; emails: string }>`
    with rule as (
      select s.scoring = 'CEBRASPE' as cebraspe,
             (select sum(q.weight order by q.position) from questions q
               where q.simulado_id = s.id) as total
        from simulados s where s.id = ${simuladoId}::uuid
    ),
    key as (
      select q.id, q.position, q.weight,
             case when q.id = ${questionId}::uuid and ${newKey}::text is not null
                  then ${newKey}::text else q.correct_option::text end as correct_option,
             q.annulled_at is not null or (q.id = ${questionId}::uuid and ${annul}::boolean)
               as annulled
        from questions q where q.simulado_id = ${simuladoId}::uuid
    ),
    stale as (
      select r.id, r.user_id, r.score as before_score
        from key k
        join result_answers ra on ra.question_id = k.id
        join results r on r.id = ra.result_id
       where k.id = ${questionId}::uuid and r.simulado_id = ${simuladoId}::uuid
         and ra.is_correct <> answer_credited(k.annulled, ra.selected_option, k.correct_option)
    ),
    graded as (
      select st.id as result_id, k.position, k.weight, a.selected_option,
             answer_credited(k.annulled, a.selected_option, k.correct_option) as ok
        from stale st
        cross join key k
        left join result_answers a on a.result_id = st.id and a.question_id = k.id
    ),
    after as (
      select g.result_id as id,
             attempt_score(sum(answer_points(g.ok, g.selected_option, g.weight, rule.cebraspe)
                               order by g.position), max(rule.total)) as score
        from graded g cross join rule
       group by g.result_id
    )
    select count(*) as attempts,
           count(*) filter (where a.score <> st.before_score and u.deleted_at is null) as emails
      from stale st
      join after a on a.id = st.id
      join users u on u.id = st.user_id
  `.execute(db);
  return { attempts: Number(rows[0]?.attempts ?? 0), emails: Number(rows[0]?.emails ?? 0) };
}
