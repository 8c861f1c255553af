import { sql } from 'kysely';
import type { AnswerKeyRelease, ScoringRule, SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import type { ResultRow } from './attempts.repository';
import type { AnswerRow, SessionRow } from './exam.repository';
import type { GradedAnswer } from './grading';

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

/** A session finalised by this call: its result, and all it read and graded on the way. */
export type FinalisedSession = {
  session: SessionRow;
  simulado: GradingSimulado;
  result: ResultRow;
  /** One per question of the key, in position order. */
  answers: GradedAnswer[];
  /** The session's saved answers, graded above (one snapshot). */
  saved: AnswerRow[];
  /** Some question weighs other than 1. */
  weighted: boolean;
  /** The official field seen from the new result (countOfficialStanding's figures). */
  field: { participants: number; ahead: number };
};

type FinaliseRow = SessionRow &
  GradingSimulado & {
    result_id: string;
    score: number;
    correct_count: number;
    total_questions: number;
    duration_seconds: number;
    completed_at: Date;
    graded: GradedAnswer[];
    saved: AnswerRow[];
    weighted: boolean;
    participants: number | string;
    ahead: number | string;
  };

/**
 * Finalises an official session in one call of `finalise_session` (migration
 * 20261126000000): flips it to SUBMITTED if still IN_PROGRESS (and, given `ownerId`, only
 * if it is that user's), grades the answers saved by then and writes the result. One
 * round trip and no BEGIN/COMMIT, where a submit burst of 2,000 candidates waited on six
 * (issue 18). Null when there was nothing to claim: another caller finalised it first.
 */
export async function finaliseSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
  ownerId?: string,
): Promise<FinalisedSession | null> {
  const { rows } = await sql<FinaliseRow>`
    select * from finalise_session(${sessionId}::uuid, ${now}::timestamptz, ${ownerId ?? null}::uuid)
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
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
      subject: row.subject,
      is_practice_only: row.is_practice_only,
      end_date: row.end_date,
      answer_key_release: row.answer_key_release,
      format: row.format,
      scoring: row.scoring,
      paper_version: row.paper_version,
    },
    result: {
      id: row.result_id,
      user_id: row.user_id,
      simulado_id: row.simulado_id,
      exam_session_id: row.id,
      attempt_type: 'OFFICIAL',
      score: row.score,
      correct_count: row.correct_count,
      total_questions: row.total_questions,
      duration_seconds: row.duration_seconds,
      completed_at: row.completed_at,
    },
    answers: row.graded,
    saved: row.saved,
    weighted: row.weighted,
    field: { participants: Number(row.participants), ahead: Number(row.ahead) },
  };
}
