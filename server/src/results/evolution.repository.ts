import { sql } from 'kysely';
import type { AnswerKeyRelease } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';

/** One official result of the caller, with what the embargo and the chart read of its simulado. */
export type EvolutionRow = {
  result_id: string;
  simulado_id: string;
  title: string;
  score: number;
  date: Date;
  answer_key_release: AnswerKeyRelease | null;
  is_practice_only: boolean;
  end_date: Date | null;
  key_hold_until: Date | null;
  /** Mean score of every official result of the simulado, and how many there are. */
  field_score: number;
  participants: number;
};

/** The caller's official results, oldest first by the simulado's end (else the result's). */
export async function findOfficialEvolution(db: DbOrTx, userId: string): Promise<EvolutionRow[]> {
  const { rows } = await sql<Record<keyof EvolutionRow, unknown>>`
    select r.id as result_id, s.id as simulado_id, s.title, r.score,
           coalesce(s.end_date, r.completed_at) as date,
           s.answer_key_release, s.is_practice_only, s.end_date, s.key_hold_until,
           f.field_score, f.participants
      from results r
      join simulados s on s.id = r.simulado_id
      cross join lateral (
        select avg(o.score) as field_score, count(*) as participants
          from results o
         where o.simulado_id = r.simulado_id and o.attempt_type = 'OFFICIAL'
      ) f
     where r.user_id = ${userId}::uuid and r.attempt_type = 'OFFICIAL'
     order by coalesce(s.end_date, r.completed_at), r.completed_at, r.id
  `.execute(db);
  return rows.map((row) => ({
    result_id: String(row.result_id),
    simulado_id: String(row.simulado_id),
    title: String(row.title),
    score: Number(row.score),
    date: new Date(row.date as string | Date),
    answer_key_release: (row.answer_key_release ?? null) as AnswerKeyRelease | null,
    is_practice_only: Boolean(row.is_practice_only),
    end_date: row.end_date ? new Date(row.end_date as string | Date) : null,
    key_hold_until: row.key_hold_until ? new Date(row.key_hold_until as string | Date) : null,
    field_score: Number(row.field_score),
    participants: Number(row.participants),
  }));
}
