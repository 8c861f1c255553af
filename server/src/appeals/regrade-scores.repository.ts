import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

type Decision = { simuladoId: string; keyChangeId: string };

/** Regrades of one simulado run one at a time (until the transaction ends). */
async function lockRegrades(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`regrade:${simuladoId}`}))`.execute(db);
}

/**
 * A key decision held exclusive until its transaction ends, so no grading reads the key
 * while it changes (lock_answer_key, migration 20261126140000). Taken first, before any row.
 */
export async function lockAnswerKeyForDecision(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`select lock_answer_key(${simuladoId}::uuid, true)`.execute(db);
}

/**
 * The regrade: the decisions of the simulado not applied yet, up to this one, are applied in
 * decision order, each once (another job may have applied this one). Answers how many
 * attempts this run moved and which decisions it applied (each to be told of).
 */
export async function rescoreAfterDecision(
  db: DbOrTx,
  decision: Decision,
): Promise<{ moved: number; applied: string[] }> {
  const { simuladoId, keyChangeId } = decision;
  await lockRegrades(db, simuladoId);
  const { rows: pending } = await sql<{ id: string }>`
    select id from key_changes
     where simulado_id = ${simuladoId}::uuid and kind <> 'REJECT' and rescored_at is null
       and seq <= (select seq from key_changes where id = ${keyChangeId}::uuid)
     order by seq`.execute(db);
  let moved = 0;
  for (const { id } of pending) moved += await applyDecision(db, simuladoId, id);
  return { moved, applied: pending.map((row) => row.id) };
}

/**
 * Regrades, in ONE statement, every stored attempt (official and practice) whose stored
 * verdict on the decided question is not the current key's, and leaves a score change for
 * each whose score moved.
 * - Not a delta on the stored score: an attempt graded after the decision (its job still in
 *   the queue) already has the new key's verdict and is left alone, and any other is graded
 *   afresh — every answer against the key as it stands now, with the verdicts rewritten in
 *   the same statement. Score and verdicts of a result are thus always written together
 *   from one key, which is what makes the stored verdict a faithful "graded by which key".
 * - The key read here is current: a decision on another question still waiting for its own
 *   job is applied on the way, and that job then finds nothing left to do.
 * - The rule is the one finalise_session uses (answer_credited, answer_points,
 *   attempt_score; points summed in position order, a question never saved is blank), so
 *   the score equals one graded afresh to the last bit — ranking ties depend on it.
 */
async function applyDecision(db: DbOrTx, simuladoId: string, keyChangeId: string) {
  const { rows } = await sql<{ moved: string }>`
    with d as (
      select kc.question_id from key_changes kc
       where kc.id = ${keyChangeId}::uuid and kc.simulado_id = ${simuladoId}::uuid
    ),
    rule as (
      select s.scoring = 'CEBRASPE' as cebraspe,
             (select sum(q.weight order by q.position) from questions q
               where q.simulado_id = s.id) as total
        from simulados s where s.id = ${simuladoId}::uuid
    ),
    key as (
      select q.id, q.position, q.weight, q.correct_option, q.annulled_at is not null as annulled
        from questions q where q.simulado_id = ${simuladoId}::uuid
    ),
    stale as (
      select r.id, r.user_id, r.score as before_score
        from d
        join key k on k.id = d.question_id
        join result_answers ra on ra.question_id = d.question_id
        join results r on r.id = ra.result_id
       where r.simulado_id = ${simuladoId}::uuid
         and ra.is_correct <> answer_credited(k.annulled, ra.selected_option, k.correct_option)
    ),
    graded as (
      select st.id as result_id, k.id as question_id, k.position, k.weight,
             a.selected_option, a.result_id is not null as stored,
             answer_credited(k.annulled, a.selected_option, k.correct_option) as ok
        from stale st
        cross join key k
        left join result_answers a on a.result_id = st.id and a.question_id = k.id
    ),
    totals as (
      select g.result_id as id, count(*) filter (where g.ok) as credited,
             sum(answer_points(g.ok, g.selected_option, g.weight, rule.cebraspe)
                 order by g.position) as net
        from graded g cross join rule
       group by g.result_id
    ),
    verdicts as (
      update result_answers ra set is_correct = g.ok
        from graded g
       where g.stored and ra.result_id = g.result_id and ra.question_id = g.question_id
         and ra.is_correct <> g.ok
    ),
    regraded as (
      update results r
         set correct_count = t.credited, score = attempt_score(t.net, rule.total)
        from totals t cross join rule
       where r.id = t.id
      returning r.id, r.score
    ),
    noted as (
      insert into score_changes
        (result_id, key_change_id, simulado_id, user_id, before_score, after_score)
      select g.id, ${keyChangeId}::uuid, ${simuladoId}::uuid, st.user_id, st.before_score, g.score
        from regraded g join stale st on st.id = g.id
       -- Only a score that really moved: a Cebraspe score held at the floor of 0, or an
       -- attempt whose verdicts alone were behind, is nothing the candidate should hear of.
       where g.score <> st.before_score
      on conflict do nothing
      returning 1
    ),
    done as (
      update key_changes set rescored_at = now() where id = ${keyChangeId}::uuid
    )
    select count(*) as moved from noted
  `.execute(db);
  return Number(rows[0]?.moved ?? 0);
}
