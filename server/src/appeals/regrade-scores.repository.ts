import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '../db/database';

type Decision = { simuladoId: string; questionId: string; keyChangeId: string };

/** Regrades of one simulado run one at a time (until the transaction ends). */
async function lockRegrades(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`regrade:${simuladoId}`}))`.execute(db);
}

/**
 * Step 1 of a regrade, what the ranking needs and nothing more: the decisions of the
 * simulado not applied yet, up to this one, are applied to the scores in decision order,
 * each once (another job may have applied this one: it then just counts). Returns how many
 * attempts this decision moved.
 */
export async function rescoreAfterDecision(db: DbOrTx, decision: Decision): Promise<number> {
  const { simuladoId, keyChangeId } = decision;
  await lockRegrades(db, simuladoId);
  const { rows: pending } = await sql<{ id: string }>`
    select id from key_changes
     where simulado_id = ${simuladoId}::uuid and kind <> 'REJECT' and rescored_at is null
       and seq <= (select seq from key_changes where id = ${keyChangeId}::uuid)
     order by seq`.execute(db);
  for (const { id } of pending) await applyDecision(db, simuladoId, id);
  const moved = await db
    .selectFrom('score_changes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('key_change_id', '=', keyChangeId)
    .executeTakeFirst();
  return Number(moved?.n ?? 0);
}

/**
 * Rescores, in ONE statement, every stored attempt (official and practice) whose verdict on
 * the decided question this decision flips, and leaves a score change for each that moved.
 * It reads the decided question's answers only (an index range), not every answer of every
 * flipped attempt:
 * - The flip is the decision's own: from `before_option` to its new key (or annulled),
 *   never the stored `is_correct`, which step 2 rewrites later.
 * - The new net points are the old ones plus the item's change. When every weight of the
 *   simulado is a multiple of 0.5 (the usual case), the old ones come back exactly from
 *   the stored score: net and total are then multiples of 0.5, so score × total ÷ 100
 *   lands within 1e-12 of the net and rounds to it. Otherwise (the CSV takes any weight
 *   from 0.5 to 10, say 1,3) that rounding would be wrong, and so would be a Cebraspe score
 *   held at the floor of 0, which hides its net: those attempts are rescored from all
 *   their answers against the keys as this decision left them (`asof`: later decisions
 *   not applied yet undone, as they will add their own change), summed in position order
 *   as scoreAttempt sums them, since float additions in another order may differ in the
 *   last bit.
 * The score is then the arithmetic of shared's scoreAttempt (max(0, net) ÷ total × 100 in
 * double precision), equal to one graded afresh to the last bit — ranking ties depend on
 * it. An annulled question is credited to everyone.
 */
async function applyDecision(db: DbOrTx, simuladoId: string, keyChangeId: string) {
  const before = sql`coalesce(ra.selected_option = d.before_option, false)`;
  const after = sql`(d.annul or coalesce(ra.selected_option = d.after_option, false))`;
  const points = (credited: RawBuilder<unknown>) => sql`
    case when ${credited} then d.weight when ra.selected_option is null then 0
         when rule.cebraspe then -d.weight else 0 end`;
  await sql`
    with d as (
      select kc.seq, kc.question_id, kc.before_option, kc.after_option,
             kc.kind = 'ANNUL' as annul, q.weight
        from key_changes kc join questions q on q.id = kc.question_id
       where kc.id = ${keyChangeId}::uuid and kc.simulado_id = ${simuladoId}::uuid
    ),
    rule as (
      select s.scoring = 'CEBRASPE' as cebraspe, w.total, w.halves
        from simulados s
        cross join lateral (
          select sum(weight order by position) as total,
                 coalesce(bool_and(weight * 2 = round(weight * 2)), true) as halves
            from questions where simulado_id = s.id
        ) w
       where s.id = ${simuladoId}::uuid
    ),
    asof as (
      select q.id, q.position, q.weight,
             coalesce(l.before_option, q.correct_option) as correct_option,
             q.annulled_at is not null and l.seq is null as annulled
        from questions q
        cross join d
        left join lateral (
          select kc.seq, kc.before_option from key_changes kc
           where kc.question_id = q.id and kc.seq > d.seq and kc.kind <> 'REJECT'
             and kc.rescored_at is null
           order by kc.seq limit 1
        ) l on true
       where q.simulado_id = ${simuladoId}::uuid
    ),
    flipped as (
      select r.id, r.user_id, r.score as before_score, rule.total,
             r.correct_count + (case when ${after} then 1 else 0 end)
                             - (case when ${before} then 1 else 0 end) as credited,
             case when (rule.cebraspe and r.score = 0) or not rule.halves then (
                    select sum(case when k.annulled
                                         or coalesce(a.selected_option = k.correct_option, false)
                                    then k.weight
                                    when a.selected_option is null or not rule.cebraspe then 0
                                    else -k.weight end
                               order by k.position)
                      from result_answers a join asof k on k.id = a.question_id
                     where a.result_id = r.id)
                  else round(r.score * rule.total / 100 * 2) / 2
                       + ${points(after)} - ${points(before)}
             end as net
        from d
        cross join rule
        join result_answers ra on ra.question_id = d.question_id
        join results r on r.id = ra.result_id
       where r.simulado_id = ${simuladoId}::uuid and ${before} <> ${after}
    ),
    regraded as (
      update results r
         set correct_count = f.credited,
             score = case when f.total > 0 then (greatest(0, f.net) / f.total) * 100 else 0 end
        from flipped f
       where r.id = f.id
      returning r.id, r.score
    ),
    noted as (
      insert into score_changes
        (result_id, key_change_id, simulado_id, user_id, before_score, after_score)
      select g.id, ${keyChangeId}::uuid, ${simuladoId}::uuid, f.user_id, f.before_score, g.score
        from regraded g join flipped f on f.id = g.id
       -- A Cebraspe score held at the floor of 0 moves nothing the candidate should hear of.
       where g.score <> f.before_score
      on conflict do nothing
    )
    update key_changes set rescored_at = now() where id = ${keyChangeId}::uuid
  `.execute(db);
}

/**
 * Step 2, after the ranking went out: rewrites the stored verdict (`is_correct`, read by the
 * review and the item statistics) of the decided question's answers that flipped. Reads
 * the current key, so it is idempotent and order-free.
 */
export async function rewriteDecidedAnswers(
  db: DbOrTx,
  values: { simuladoId: string; questionId: string },
): Promise<number> {
  await lockRegrades(db, values.simuladoId);
  const result = await sql`
    update result_answers ra
       set is_correct = (q.annulled_at is not null
                         or coalesce(ra.selected_option = q.correct_option, false))
      from questions q
     where q.id = ${values.questionId}::uuid and q.simulado_id = ${values.simuladoId}::uuid
       and ra.question_id = q.id
       and ra.is_correct <> (q.annulled_at is not null
                             or coalesce(ra.selected_option = q.correct_option, false))
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
