import { sql, type RawBuilder } from 'kysely';
import type { DbOrTx } from '../db/database';

/** One discipline's figures over a set of results. */
export type DisciplineRow = {
  discipline: string;
  /** Position of its first question: disciplines read in the paper's order. */
  first: number;
  questions: number;
  credited: number;
  /** Mean over the set's results of the discipline's score (0–100). */
  mean: number;
  results: number;
};

/**
 * Per discipline, over the results `ids` selects (a subquery of result ids of one simulado):
 * each result's score in the discipline by the simulado's rule — answer_points and
 * attempt_score, the SQL of shared's scoreAttempt that finalise_session and the regrade
 * call too (result_answers.is_correct already credits annulled items and follows every
 * key change) — then the mean over the results. One
 * statement, grouped twice in the database: nothing per result crosses the wire, which is
 * what keeps 50,000 results at one aggregate (see the cache for how often it runs).
 */
async function aggregate(
  db: DbOrTx,
  simuladoId: string,
  ids: RawBuilder<unknown>,
): Promise<DisciplineRow[]> {
  const { rows } = await sql<Record<keyof DisciplineRow, string | number>>`
    with s as (
      select subject, scoring = 'CEBRASPE' as cebraspe from simulados where id = ${simuladoId}::uuid
    ),
    per as (
      select ra.result_id,
             coalesce(q.subject, s.subject, 'Geral') as discipline,
             min(q.position) as first,
             count(*) as questions,
             count(*) filter (where ra.is_correct) as credited,
             sum(q.weight) as total,
             sum(answer_points(ra.is_correct, ra.selected_option, q.weight, s.cebraspe)) as net
        from (${ids}) f
        join result_answers ra on ra.result_id = f.id
        join questions q on q.id = ra.question_id
        cross join s
       group by ra.result_id, 2
    )
    select discipline,
           min(first) as first,
           max(questions) as questions,
           sum(credited) as credited,
           avg(attempt_score(net, total)) as mean,
           count(*) as results
      from per
     group by discipline
     order by min(first)
  `.execute(db);
  return rows.map((row) => ({
    discipline: String(row.discipline),
    first: Number(row.first),
    questions: Number(row.questions),
    credited: Number(row.credited),
    mean: Number(row.mean),
    results: Number(row.results),
  }));
}

/** One result's figures per discipline (its `mean` is its own score there). */
export function resultDisciplines(db: DbOrTx, simuladoId: string, resultId: string) {
  return aggregate(
    db,
    simuladoId,
    sql`select id from results where id = ${resultId}::uuid and simulado_id = ${simuladoId}::uuid`,
  );
}

/** The official field's mean per discipline. */
export function officialFieldDisciplines(db: DbOrTx, simuladoId: string) {
  return aggregate(
    db,
    simuladoId,
    sql`select id from results where simulado_id = ${simuladoId}::uuid and attempt_type = 'OFFICIAL'`,
  );
}

/** A practice-only simulado's field: each participant's latest practice. */
export function practiceFieldDisciplines(db: DbOrTx, simuladoId: string) {
  return aggregate(
    db,
    simuladoId,
    sql`select distinct on (user_id) id from results
         where simulado_id = ${simuladoId}::uuid and attempt_type = 'PRACTICE'
         order by user_id, completed_at desc, id desc`,
  );
}

/**
 * Changes whenever the field's figures may: a result added, regraded (score or any verdict)
 * or removed — their count and latest graded_seq, which a trigger moves on every such write
 * (migration 20261208030000) — or the paper's questions (their subjects and weights).
 */
export async function findDisciplineFieldVersion(
  db: DbOrTx,
  simuladoId: string,
  attemptType: 'OFFICIAL' | 'PRACTICE',
): Promise<string> {
  const { rows } = await sql<{ n: number | string; latest: string | null; paper: string }>`
    select count(*) as n, max(graded_seq)::text as latest,
           coalesce((select paper_version::text
                       from simulados where id = ${simuladoId}::uuid), '') as paper
      from results
     where simulado_id = ${simuladoId}::uuid and attempt_type = ${attemptType}
  `.execute(db);
  const row = rows[0];
  return `${Number(row?.n ?? 0)}:${row?.latest ?? ''}:${row?.paper ?? ''}`;
}

export type AttemptRow = {
  id: string;
  user_id: string;
  attempt_type: 'OFFICIAL' | 'PRACTICE';
};

/** The caller's attempt to show: the one named, else their official one. */
export async function findOwnAttempt(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
  resultId: string | undefined,
): Promise<AttemptRow | undefined> {
  let query = db
    .selectFrom('results')
    .select(['id', 'user_id', 'attempt_type'])
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId);
  query = resultId
    ? query.where('id', '=', resultId)
    : query.where('attempt_type', '=', 'OFFICIAL');
  return query.executeTakeFirst();
}

/** What the embargo and the choice of field read of the simulado. */
export async function findSimuladoForDisciplines(db: DbOrTx, simuladoId: string) {
  return db
    .selectFrom('simulados')
    .select(['id', 'answer_key_release', 'is_practice_only', 'end_date', 'key_hold_until'])
    .where('id', '=', simuladoId)
    .executeTakeFirst();
}
