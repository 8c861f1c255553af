import { sql, type Selectable } from 'kysely';
import type { Option } from '@gabaritei/shared';
import type { DbOrTx, ExamSessionsTable, SimuladoRow } from '../db/database';
import { hasOfficialResult } from '../results/results.repository';

export type SessionRow = Selectable<ExamSessionsTable>;
export type AnswerRow = { question_id: string; selected_option: Option | null };
/** What the exam needs of a simulado of the catalogue (archived ones are not). */
export type ExamSimulado = Pick<
  SimuladoRow,
  'id' | 'subject' | 'duration_minutes' | 'is_practice_only' | 'start_date' | 'end_date'
>;

export async function findExamSimulado(db: DbOrTx, id: string): Promise<ExamSimulado | null> {
  const row = await db
    .selectFrom('simulados')
    .select(['id', 'subject', 'duration_minutes', 'is_practice_only', 'start_date', 'end_date'])
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The user's official session of a simulado (there is at most one) and whether an
 * official result exists.
 */
export async function findAttemptState(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<{ session: SessionRow | null; hasOfficial: boolean }> {
  const [session, hasOfficial] = await Promise.all([
    db
      .selectFrom('exam_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('simulado_id', '=', simuladoId)
      .executeTakeFirst(),
    hasOfficialResult(db, userId, simuladoId),
  ]);
  return { session: session ?? null, hasOfficial };
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('exam_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Opens the official session, or returns null when the user already has one for this
 * simulado: the unique (user_id, simulado_id) decides, so concurrent starts make one row.
 */
export async function insertSession(
  db: DbOrTx,
  values: { userId: string; simuladoId: string; startedAt: Date; expiresAt: Date },
): Promise<SessionRow | null> {
  const row = await db
    .insertInto('exam_sessions')
    .values({
      user_id: values.userId,
      simulado_id: values.simuladoId,
      status: 'IN_PROGRESS',
      started_at: values.startedAt,
      expires_at: values.expiresAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'simulado_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function listSessionAnswers(db: DbOrTx, sessionId: string): Promise<AnswerRow[]> {
  return db
    .selectFrom('session_answers')
    .select(['question_id', 'selected_option'])
    .where('session_id', '=', sessionId)
    .execute();
}

export type SavedAnswerRow = SessionRow & {
  /** IN_PROGRESS and not past expiresAt + grace when the save arrived. */
  open: boolean;
  question_ok: boolean;
  /** questionId → option after this save (the save's own row when it won). */
  answers: Record<string, Option | null>;
};

/**
 * THE hot path, one statement: share-locks the session row if it is the user's (so a
 * concurrent finalisation waits for this save, or this save sees it SUBMITTED), upserts
 * the answer only when the session is open and the question belongs to its simulado, and
 * returns the session with all its answers. An older `client_seq` never overwrites a newer
 * one; the same seq again rewrites the same row (idempotent). Null: not the user's session.
 */
export async function saveSessionAnswer(
  db: DbOrTx,
  v: {
    sessionId: string;
    userId: string;
    questionId: string;
    selectedOption: Option | null;
    clientSeq: number;
    now: Date;
    /** Sessions whose expires_at is before this instant no longer take saves. */
    acceptAfter: Date;
  },
): Promise<SavedAnswerRow | null> {
  const { rows } = await sql<SavedAnswerRow>`
    with s as (
      select id, user_id, simulado_id, status, started_at, expires_at, submitted_at,
             status = 'IN_PROGRESS' and expires_at >= ${v.acceptAfter}::timestamptz as open,
             exists (
               select 1 from questions
               where questions.id = ${v.questionId}::uuid
                 and questions.simulado_id = exam_sessions.simulado_id
             ) as question_ok
      from exam_sessions
      where id = ${v.sessionId}::uuid and user_id = ${v.userId}::uuid
      for share
    ), up as (
      insert into session_answers (session_id, question_id, selected_option, client_seq, saved_at)
      select s.id, ${v.questionId}::uuid, ${v.selectedOption}::text, ${v.clientSeq}::bigint,
             ${v.now}::timestamptz
      from s
      where s.open and s.question_ok
      on conflict (session_id, question_id) do update
        set selected_option = excluded.selected_option,
            client_seq = excluded.client_seq,
            saved_at = excluded.saved_at
        where session_answers.client_seq <= excluded.client_seq
      returning question_id, selected_option
    )
    -- The statement's snapshot does not see its own upsert: the saved row is laid over it.
    select s.*,
           coalesce((select jsonb_object_agg(question_id, selected_option)
                     from session_answers where session_id = s.id), '{}'::jsonb)
           || coalesce((select jsonb_object_agg(question_id, selected_option) from up),
                       '{}'::jsonb) as answers
    from s
  `.execute(db);
  return rows[0] ?? null;
}

/**
 * The finalisation's decision: flips the session to SUBMITTED only if it is still
 * IN_PROGRESS. Exactly one caller gets the row back; the others get null.
 */
export async function claimSession(
  db: DbOrTx,
  sessionId: string,
  submittedAt: Date,
): Promise<SessionRow | null> {
  const row = await db
    .updateTable('exam_sessions')
    .set({ status: 'SUBMITTED', submitted_at: submittedAt })
    .where('id', '=', sessionId)
    .where('status', '=', 'IN_PROGRESS')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Open sessions whose save grace ended before `cutoff`, oldest first. */
export async function listExpiredSessionIds(
  db: DbOrTx,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('exam_sessions')
    .select('id')
    .where('status', '=', 'IN_PROGRESS')
    .where('expires_at', '<', cutoff)
    .orderBy('expires_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
