import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

// The official field of a simulado, as the report's comparisons read it (see field-cache.ts).

/** The official field: every score, ordered as the ranking orders them. */
export async function listOfficialScores(
  db: DbOrTx,
  simuladoId: string,
): Promise<{ score: number; duration_seconds: number }[]> {
  const rows = await db
    .selectFrom('results')
    .select(['score', 'duration_seconds'])
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', 'OFFICIAL')
    .orderBy('score', 'desc')
    .orderBy('duration_seconds', 'asc')
    .execute();
  return rows.map((row) => ({ score: Number(row.score), duration_seconds: row.duration_seconds }));
}

/**
 * Changes whenever an official result is added, regraded (its score or any verdict) or
 * removed: their count and the latest graded_seq, which a trigger moves on every such write
 * (migration 20261208030000).
 */
export async function findFieldVersion(db: DbOrTx, simuladoId: string): Promise<string> {
  const { rows } = await sql<{ n: number | string; latest: number | string | null }>`
    select count(*) as n, max(graded_seq) as latest
    from results
    where simulado_id = ${simuladoId}::uuid and attempt_type = 'OFFICIAL'
  `.execute(db);
  const row = rows[0];
  return `${Number(row?.n ?? 0)}:${String(row?.latest ?? 0)}`;
}

export type QuestionField = {
  question_id: string;
  correct: number;
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
};

/** How the official participants answered each question. */
export async function listQuestionField(db: DbOrTx, simuladoId: string): Promise<QuestionField[]> {
  const { rows } = await sql<QuestionField>`
    select ra.question_id,
           count(*) filter (where ra.is_correct) as correct,
           count(*) filter (where ra.selected_option = 'A') as a,
           count(*) filter (where ra.selected_option = 'B') as b,
           count(*) filter (where ra.selected_option = 'C') as c,
           count(*) filter (where ra.selected_option = 'D') as d,
           count(*) filter (where ra.selected_option = 'E') as e
    from result_answers ra
    join results r on r.id = ra.result_id
    where r.simulado_id = ${simuladoId}::uuid and r.attempt_type = 'OFFICIAL'
    group by ra.question_id
  `.execute(db);
  return rows.map((row) => ({
    question_id: row.question_id,
    correct: Number(row.correct),
    a: Number(row.a),
    b: Number(row.b),
    c: Number(row.c),
    d: Number(row.d),
    e: Number(row.e),
  }));
}
