import { sql } from 'kysely';
import type { DbOrTx, RegradeStatus } from '../db/database';

/**
 * Regrades one question in every stored attempt (official and practice) of the simulado,
 * in ONE statement: only the answers whose verdict the decision flips are rewritten, and
 * each result with a flipped answer is rescored from all its answers by the simulado's
 * rule — the same arithmetic as shared's scoreAttempt (weights are multiples of 0.5, so
 * every sum is exact in double precision and the score equals one graded afresh to the
 * last bit; ties in the ranking depend on it). An annulled question is credited to
 * everyone. The flipped answers are not visible to the rest of the statement (one
 * snapshot), so the rescoring reads the decided question's new verdict directly. Every
 * result that moved leaves a score change. Returns how many attempts changed.
 */
export async function regradeQuestion(
  db: DbOrTx,
  values: { simuladoId: string; questionId: string; keyChangeId: string },
): Promise<number> {
  const { simuladoId, questionId, keyChangeId } = values;
  // Regrades of one simulado run one at a time: each reads the counts the last one left.
  await sql`select pg_advisory_xact_lock(hashtext(${`regrade:${simuladoId}`}))`.execute(db);
  const result = await sql`
    with q as (
      select id, correct_option, annulled_at is not null as annulled
        from questions where id = ${questionId}::uuid and simulado_id = ${simuladoId}::uuid
    ),
    rule as (
      select scoring = 'CEBRASPE' as cebraspe from simulados where id = ${simuladoId}::uuid
    ),
    before as (
      select id, score from results where simulado_id = ${simuladoId}::uuid
    ),
    flipped as (
      update result_answers ra
         set is_correct = (q.annulled or coalesce(ra.selected_option = q.correct_option, false))
        from q, results r
       where ra.question_id = q.id
         and r.id = ra.result_id
         and r.simulado_id = ${simuladoId}::uuid
         and ra.is_correct <> (q.annulled or coalesce(ra.selected_option = q.correct_option, false))
      returning ra.result_id
    ),
    rescored as (
      select ra.result_id,
             count(*) filter (where v.credited) as credited,
             sum(qq.weight) as total,
             sum(case when v.credited then qq.weight
                      when ra.selected_option is null then 0
                      when rule.cebraspe then -qq.weight
                      else 0 end) as net
        from (select distinct result_id from flipped) f
        join result_answers ra on ra.result_id = f.result_id
        join questions qq on qq.id = ra.question_id
        cross join q
        cross join rule
        cross join lateral (
          select case when ra.question_id = q.id
                      then q.annulled or coalesce(ra.selected_option = q.correct_option, false)
                      else ra.is_correct end as credited
        ) v
       group by ra.result_id
    ),
    regraded as (
      update results r
         set correct_count = c.credited,
             score = case when c.total > 0 then (greatest(0, c.net) / c.total) * 100 else 0 end
        from rescored c
       where r.id = c.result_id
      returning r.id, r.user_id, r.score
    )
    insert into score_changes
      (result_id, key_change_id, simulado_id, user_id, before_score, after_score)
    select g.id, ${keyChangeId}::uuid, ${simuladoId}::uuid, g.user_id, b.score, g.score
      from regraded g join before b on b.id = g.id
     -- A Cebraspe score held at the floor of 0 moves nothing the candidate should hear of.
     where g.score <> b.score
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function upsertRegradeRun(
  db: DbOrTx,
  values: { simuladoId: string; keyChangeId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('regrade_runs')
    .values({
      simulado_id: values.simuladoId,
      key_change_id: values.keyChangeId,
      status: 'QUEUED',
      affected: 0,
      queued_at: values.now,
      finished_at: null,
    })
    .onConflict((oc) =>
      oc.column('simulado_id').doUpdateSet({
        key_change_id: values.keyChangeId,
        status: 'QUEUED',
        affected: 0,
        queued_at: values.now,
        finished_at: null,
      }),
    )
    .execute();
}

export async function setRegradeStatus(
  db: DbOrTx,
  simuladoId: string,
  status: RegradeStatus,
  extra: { affected?: number; finishedAt?: Date } = {},
): Promise<void> {
  await db
    .updateTable('regrade_runs')
    .set({
      status,
      ...(extra.affected === undefined ? {} : { affected: extra.affected }),
      ...(extra.finishedAt ? { finished_at: extra.finishedAt } : {}),
    })
    .where('simulado_id', '=', simuladoId)
    .execute();
}

export async function findRegradeRun(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('regrade_runs')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
}

export type NotifyRow = {
  result_id: string;
  email: string;
  name: string;
  title: string;
  before_score: number;
  after_score: number;
};

/** The score changes of one decision whose candidate was not told yet, a batch at a time. */
export async function listUnnotified(
  db: DbOrTx,
  keyChangeId: string,
  limit: number,
): Promise<NotifyRow[]> {
  return db
    .selectFrom('score_changes')
    .innerJoin('users', 'users.id', 'score_changes.user_id')
    .innerJoin('simulados', 'simulados.id', 'score_changes.simulado_id')
    .select([
      'score_changes.result_id',
      'users.email',
      'users.name',
      'simulados.title',
      'score_changes.before_score',
      'score_changes.after_score',
    ])
    .where('score_changes.key_change_id', '=', keyChangeId)
    .where('score_changes.notified_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .orderBy('score_changes.result_id')
    .limit(limit)
    .execute();
}

export async function markNotified(
  db: DbOrTx,
  keyChangeId: string,
  resultIds: string[],
  now: Date,
): Promise<void> {
  if (resultIds.length === 0) return;
  await db
    .updateTable('score_changes')
    .set({ notified_at: now })
    .where('key_change_id', '=', keyChangeId)
    .where('result_id', 'in', resultIds)
    .execute();
}

export async function listChangedResultIds(db: DbOrTx, keyChangeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('score_changes')
    .select('result_id')
    .where('key_change_id', '=', keyChangeId)
    .execute();
  return rows.map((row) => row.result_id);
}

export type ScoreChangeRow = {
  result_id: string;
  position: number;
  kind: 'ANNUL' | 'CHANGE_KEY' | 'REJECT';
  before_score: number;
  after_score: number;
  created_at: Date;
};

/** A candidate's score changes in one simulado, newest first (results screen notes). */
export async function listMyScoreChanges(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<ScoreChangeRow[]> {
  return db
    .selectFrom('score_changes')
    .innerJoin('key_changes', 'key_changes.id', 'score_changes.key_change_id')
    .innerJoin('questions', 'questions.id', 'key_changes.question_id')
    .select([
      'score_changes.result_id',
      'questions.position',
      'key_changes.kind',
      'score_changes.before_score',
      'score_changes.after_score',
      'key_changes.created_at',
    ])
    .where('score_changes.user_id', '=', userId)
    .where('score_changes.simulado_id', '=', simuladoId)
    .orderBy('key_changes.created_at', 'desc')
    .execute();
}
