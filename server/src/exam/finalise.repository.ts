import { sql } from 'kysely';
import type { AnswerKeyRelease, Option, ScoringRule, SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import type { SessionRow } from './exam.repository';
import type { KeyQuestion } from './grading';

/** What a result's correction needs of its simulado (keyEmbargoOf, the rule's line). */
export type GradingSimulado = {
  subject: string | null;
  is_practice_only: boolean;
  end_date: Date | null;
  answer_key_release: AnswerKeyRelease | null;
  format: SimuladoFormat;
  scoring: ScoringRule;
  /** The paper cache's key (paper-cache.ts). */
  paper_version: string;
};

export type ClaimedSession = { session: SessionRow; simulado: GradingSimulado; key: KeyQuestion[] };

type ClaimRow = SessionRow &
  Omit<GradingSimulado, 'paper_version'> & {
    paper_version: string;
    key: { id: string; correct_option: Option; weight: number | string; annulled: boolean }[];
  };

/**
 * Flips the session to SUBMITTED if it is still IN_PROGRESS (and, given `ownerId`, only if
 * it is that user's), and reads its simulado and answer key — one round trip where there
 * were four: a submit burst of 2,000 candidates waits on round trips (issue 18). Null when
 * there is nothing to claim. The saved answers are NOT read here but by the next
 * statement: a save that committed while this UPDATE waited for its row lock is only
 * visible to a snapshot taken after it.
 */
export async function claimForGrading(
  trx: DbOrTx,
  sessionId: string,
  submittedAt: Date,
  ownerId?: string,
): Promise<ClaimedSession | null> {
  const owner = ownerId === undefined ? sql`true` : sql`user_id = ${ownerId}::uuid`;
  const { rows } = await sql<ClaimRow>`
    with claimed as (
      update exam_sessions set status = 'SUBMITTED', submitted_at = ${submittedAt}
      where id = ${sessionId}::uuid and status = 'IN_PROGRESS' and ${owner}
      returning *
    )
    select c.*, s.subject, s.is_practice_only, s.end_date, s.answer_key_release, s.format,
      s.scoring, s.paper_version::text as paper_version,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', q.id, 'correct_option', q.correct_option, 'weight', q.weight,
          'annulled', q.annulled_at is not null) order by q.position)
        from questions q where q.simulado_id = c.simulado_id
      ), '[]'::jsonb) as key
    from claimed c join simulados s on s.id = c.simulado_id
  `.execute(trx);
  const row = rows[0];
  if (!row) return null;
  const { subject, is_practice_only, end_date, answer_key_release, format, scoring } = row;
  return {
    session: {
      id: row.id,
      user_id: row.user_id,
      simulado_id: row.simulado_id,
      status: row.status,
      started_at: row.started_at,
      expires_at: row.expires_at,
      submitted_at: row.submitted_at,
    },
    simulado: {
      subject,
      is_practice_only,
      end_date,
      answer_key_release,
      format,
      scoring,
      paper_version: row.paper_version,
    },
    key: row.key.map((q) => ({ ...q, weight: Number(q.weight) })),
  };
}
