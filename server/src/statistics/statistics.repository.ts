import { sql } from 'kysely';
import {
  TOP_GROUP_SHARE,
  type ItemAggregate,
  type ItemStatistics,
  type TotalsAggregate,
} from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import type { KeyReleaseRow } from '../simulados/simulados.policy';

/** Official attempts of the simulado, or only those of a class's accepted members. */
function scoredAttempts(simuladoId: string, classId: string | null) {
  const members = classId
    ? sql`and r.user_id in (
        select u.id from class_students st join users u on u.email = st.email
         where st.class_id = ${classId}::uuid and st.status = 'ACCEPTED')`
    : sql``;
  return sql`
    select r.id, r.correct_count as t, r.duration_seconds, r.user_id
      from results r
     where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL' ${members}`;
}

type OptionRow = {
  question_id: string;
  selected_option: string | null;
  chosen: number | string;
  correct: number | string;
  total_of_correct: number | string;
  top_chosen: number | string;
};

/**
 * The sufficient statistics of an item analysis, aggregated in the database (one pass
 * over the answers, a few hundred rows out): see shared/src/statistics for the maths.
 * The top group is the best 27 % by correct count, then less time, then user id.
 */
export async function aggregateItems(
  db: DbOrTx,
  simuladoId: string,
  classId: string | null,
): Promise<{ totals: TotalsAggregate; items: ItemAggregate[] }> {
  const scored = scoredAttempts(simuladoId, classId);
  const [totalsRows, optionRows, questions] = await Promise.all([
    sql<{ n: number | string; s: number | string | null; ss: number | string | null }>`
      with scored as (${scored})
      select count(*) as n, sum(t) as s, sum(t::bigint * t) as ss from scored`.execute(db),
    // The attempts as a subquery, not a CTE: the planner then knows there are n of them
    // and hashes those, streaming the n × questions answers past them once. (With the CTE
    // it hashed the 3,000,000 answers instead, in 32 batches spilled to disk.)
    sql<OptionRow>`
      select ra.question_id, ra.selected_option,
             count(*) as chosen,
             count(*) filter (where ra.is_correct) as correct,
             coalesce(sum(rk.t) filter (where ra.is_correct), 0) as total_of_correct,
             count(*) filter (where rk.top) as top_chosen
        from result_answers ra
        join (
          select s.id, s.t,
                 row_number() over (order by s.t desc, s.duration_seconds asc, s.user_id)
                   <= ceil(count(*) over () * ${TOP_GROUP_SHARE}::float8) as top
            from (${scored}) s
        ) rk on rk.id = ra.result_id
       group by ra.question_id, ra.selected_option`.execute(db),
    db
      .selectFrom('questions')
      .select(['id', 'position', 'correct_option', 'annulled_at'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('position')
      .execute(),
  ]);
  const t = totalsRows.rows[0];
  const totals: TotalsAggregate = {
    participants: Number(t?.n ?? 0),
    sumTotal: Number(t?.s ?? 0),
    sumTotalSquared: Number(t?.ss ?? 0),
  };
  const items = new Map<string, ItemAggregate>(
    questions.map((q) => [
      q.id,
      {
        questionId: q.id,
        number: q.position,
        correctOption: q.correct_option,
        annulled: q.annulled_at !== null,
        correct: 0,
        totalOfCorrect: 0,
        options: {},
        blank: 0,
        topOptions: {},
      },
    ]),
  );
  for (const row of optionRows.rows) {
    const item = items.get(row.question_id);
    if (!item) continue;
    item.correct += Number(row.correct);
    item.totalOfCorrect += Number(row.total_of_correct);
    const option = row.selected_option?.trim() || null;
    if (option === null) item.blank += Number(row.chosen);
    else {
      item.options[option] = Number(row.chosen);
      item.topOptions[option] = Number(row.top_chosen);
    }
  }
  return { totals, items: [...items.values()] };
}

/** Classes that released the simulado: each gets its own statistics. */
export async function listReleasingClasses(db: DbOrTx, simuladoId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_simulados')
    .select('class_id')
    .where('simulado_id', '=', simuladoId)
    .execute();
  return rows.map((row) => row.class_id);
}

/**
 * What item statistics are computed from: the official results (their count and latest
 * graded_seq, which a trigger moves on every new, regraded or deleted result) and the
 * paper (paper_version: questions, key, annulments). Read before a computation and stored
 * with it; a reader finding it behind asks for another.
 */
export async function findStatisticsVersion(db: DbOrTx, simuladoId: string): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select count(r.id) || ':' || coalesce(max(r.graded_seq), 0) || ':' ||
           coalesce((select paper_version from simulados where id = ${simuladoId}::uuid), 0)
             as version
      from results r
     where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL'
  `.execute(db);
  return rows[0]?.version ?? '';
}

export async function storeStatistics(
  db: DbOrTx,
  simuladoId: string,
  scope: string,
  stats: Pick<ItemStatistics, 'participants' | 'questions'>,
  now: Date,
  version: string,
): Promise<void> {
  const values = {
    participants: stats.participants,
    questions: JSON.stringify(stats.questions),
    computed_at: now,
    version,
  };
  await db
    .insertInto('item_statistics')
    .values({ simulado_id: simuladoId, scope, ...values })
    .onConflict((oc) => oc.columns(['simulado_id', 'scope']).doUpdateSet(values))
    .execute();
}

export async function findStatistics(db: DbOrTx, simuladoId: string, scope: string) {
  return db
    .selectFrom('item_statistics')
    .selectAll()
    .where('simulado_id', '=', simuladoId)
    .where('scope', '=', scope)
    .executeTakeFirst();
}

/** What the key embargo needs of the simulado; undefined when it does not exist (archived ones do). */
export async function findKeyRelease(
  db: DbOrTx,
  simuladoId: string,
): Promise<KeyReleaseRow | undefined> {
  return db
    .selectFrom('simulados')
    .select(['answer_key_release', 'is_practice_only', 'end_date', 'key_hold_until'])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
}

/** The key and the format, for the figures' rows: read only once the key is out. */
export async function findPaperKey(db: DbOrTx, simuladoId: string) {
  const [simulado, questions] = await Promise.all([
    db.selectFrom('simulados').select('format').where('id', '=', simuladoId).executeTakeFirst(),
    db
      .selectFrom('questions')
      .select(['id', 'correct_option'])
      .where('simulado_id', '=', simuladoId)
      .execute(),
  ]);
  return {
    format: simulado?.format,
    key: new Map(questions.map((q) => [q.id, q.correct_option])),
  };
}
