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
  /** The last deadline an accommodation allows: the key waits for it too. */
  key_hold_until: Date | null;
  answer_key_release: AnswerKeyRelease | null;
  format: SimuladoFormat;
  scoring: ScoringRule;
  /** The paper cache's key (paper-cache.ts). */
  paper_version: string;
  /** The booklet order, when read with it (a review); a finalisation does not read it. */
  shuffle_questions?: boolean;
  shuffle_options?: boolean;
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
 * A grading outside finalise_session (a practice correction) holds the simulado's key lock
 * shared, as that function does, from before it reads the key until its result is written:
 * a key decision then waits for it, and its regrade sees the result (migration
 * 20261126140000). Inside a transaction only.
 */
export async function lockAnswerKeyForGrading(db: DbOrTx, simuladoId: string): Promise<void> {
  await sql`select lock_answer_key(${simuladoId}::uuid, false)`.execute(db);
}

export type FinaliseRequest = { sessionId: string; now: Date; ownerId?: string };

/**
 * Finalises official sessions in ONE call of `finalise_sessions` (functions/): each is
 * flipped to SUBMITTED if still IN_PROGRESS (and, given `ownerId`, only if it is that
 * user's), graded from the answers saved by then and its result written; then what the
 * answers need is read once for the batch, the standing with one pass over the field. One
 * round trip and no BEGIN/COMMIT for the submits that arrive together. Answers one entry
 * per request, in order; null where there was nothing to claim (unknown, someone else's,
 * or finalised first by another caller — or by an earlier request of the batch). The
 * claims run in session id order, the order in which save_session_answers locks
 * sessions, so a batch and a save never wait for each other in a cycle.
 */
export async function finaliseSessions(
  db: DbOrTx,
  requests: readonly FinaliseRequest[],
): Promise<Array<FinalisedSession | null>> {
  if (requests.length === 0) return [];
  const ordered = requests
    .map((request, ord) => ({ request, ord }))
    .sort((a, b) =>
      a.request.sessionId === b.request.sessionId
        ? a.ord - b.ord
        : a.request.sessionId < b.request.sessionId
          ? -1
          : 1,
    );
  const { rows } = await sql<FinaliseRow & { ord: number }>`
    select * from finalise_sessions(
      ${ordered.map(({ request }) => request.sessionId)}::uuid[],
      ${ordered.map(({ request }) => request.now.toISOString())}::timestamptz[],
      ${ordered.map(({ request }) => request.ownerId ?? null)}::uuid[]
    )`.execute(db);
  // `ord` is 1-based in `ordered`; the answer goes back in the order of `requests`.
  const answers: Array<FinalisedSession | null> = requests.map(() => null);
  for (const row of rows) answers[ordered[Number(row.ord) - 1]!.ord] = finalised(row);
  return answers;
}

/**
 * The expiry's batch (`finalise_due_sessions`): claims up to `limit` IN_PROGRESS sessions
 * whose expiresAt is before `cutoff` — `first` among them first, then the oldest — skipping
 * the rows another transaction holds, and finalises them in set-based statements. Answers
 * each session finalised; one it skipped is left to its holder or to a later batch.
 */
export async function finaliseDueSessions(
  db: DbOrTx,
  { now, cutoff, first = [], limit }: { now: Date; cutoff: Date; first?: string[]; limit: number },
): Promise<FinalisedSession[]> {
  const { rows } = await sql<FinaliseRow>`
    select * from finalise_due_sessions(
      ${now}::timestamptz, ${cutoff}::timestamptz, ${first}::uuid[], ${limit}::int
    )`.execute(db);
  return rows.map(finalised);
}

/** One session (finaliseSessions of one). */
export async function finaliseSession(
  db: DbOrTx,
  sessionId: string,
  now: Date,
  ownerId?: string,
): Promise<FinalisedSession | null> {
  const [one] = await finaliseSessions(db, [{ sessionId, now, ownerId }]);
  return one ?? null;
}

function finalised(row: FinaliseRow): FinalisedSession {
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
      key_hold_until: row.key_hold_until,
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
