import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { KeyReleaseRow } from '../simulados/simulados.policy';

/** What a report of this result is printed from, as cheap columns (see report-version.ts). */
export type ReportInputs = KeyReleaseRow & {
  /** Bumped on every write to the simulado's questions and base texts (annulment, key change). */
  paper_version: string;
  /** (count, max graded_seq) of the simulado's results: every new, regraded or deleted one. */
  grading: string;
  title: string;
  subject: string | null;
  format: string;
  scoring: string;
  user_name: string;
};

/** One indexed read per download: the simulado's row, its results' grading and her name. */
export async function findReportInputs(db: DbOrTx, resultId: string): Promise<ReportInputs | null> {
  const { rows } = await sql<ReportInputs>`
    select s.paper_version::text as paper_version,
           (select count(*) || ':' || coalesce(max(o.graded_seq), 0)
              from results o where o.simulado_id = s.id) as grading,
           s.title, s.subject, s.format, s.scoring, s.end_date, s.key_hold_until,
           s.answer_key_release, s.is_practice_only, u.name as user_name
      from results r
      join simulados s on s.id = r.simulado_id
      join users u on u.id = r.user_id
     where r.id = ${resultId}::uuid
  `.execute(db);
  return rows[0] ?? null;
}
