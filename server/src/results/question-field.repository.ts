import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

export type QuestionFieldRow = {
  question_id: string;
  answered: number;
  correct: number;
  /** The option most chosen (ties: the earlier letter), null when nobody answered. */
  top_option: string | null;
  top_count: number;
};

/**
 * Per question of the simulado, over its official results: how many were credited and which
 * option was chosen most. One statement; the review asks once per screen.
 */
export async function listQuestionField(
  db: DbOrTx,
  simuladoId: string,
): Promise<{ participants: number; rows: QuestionFieldRow[] }> {
  const official = sql`
    select id from results where simulado_id = ${simuladoId}::uuid and attempt_type = 'OFFICIAL'`;
  const [{ rows: count }, { rows }] = await Promise.all([
    sql<{ n: number | string }>`select count(*) as n from (${official}) o`.execute(db),
    sql<Record<keyof QuestionFieldRow, string | number | null>>`
      with answers as (
        select ra.question_id, ra.selected_option, ra.is_correct
          from result_answers ra
         where ra.result_id in (${official})
      ),
      chosen as (
        select question_id, selected_option, count(*) as n,
               row_number() over (partition by question_id
                                  order by count(*) desc, selected_option) as place
          from answers
         where selected_option is not null
         group by question_id, selected_option
      )
      select a.question_id,
             count(*) as answered,
             count(*) filter (where a.is_correct) as correct,
             max(c.selected_option) as top_option,
             coalesce(max(c.n), 0) as top_count
        from answers a
        left join chosen c on c.question_id = a.question_id and c.place = 1
       group by a.question_id
    `.execute(db),
  ]);
  return {
    participants: Number(count[0]?.n ?? 0),
    rows: rows.map((row) => ({
      question_id: String(row.question_id),
      answered: Number(row.answered),
      correct: Number(row.correct),
      top_option: row.top_option === null ? null : String(row.top_option),
      top_count: Number(row.top_count),
    })),
  };
}

/** Whether the user has any result (official or practice) in the simulado. */
export async function hasOwnResult(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('results')
    .select('id')
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row !== undefined;
}
