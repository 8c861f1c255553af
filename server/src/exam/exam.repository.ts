import { sql, type Selectable } from 'kysely';
import type { Option, SimuladoFormat } from '@gabaritei/shared';
import type { DbOrTx, ExamSessionsTable, SimuladoRow } from '../db/database';
import { hasResultOfType } from '../results/results.repository';

export type SessionRow = Selectable<ExamSessionsTable>;
export type AnswerRow = { question_id: string; selected_option: Option | null };
/** What the exam needs of a simulado of the catalogue (archived ones are not). */
export type ExamSimulado = Pick<
  SimuladoRow,
  | 'id'
  | 'subject'
  | 'duration_minutes'
  | 'is_practice_only'
  | 'start_date'
  | 'end_date'
  | 'key_hold_until'
  | 'answer_key_release'
  | 'format'
  | 'scoring'
  | 'shuffle_questions'
  | 'shuffle_options'
>;

const EXAM_SIMULADO_COLUMNS = [
  'id',
  'subject',
  'duration_minutes',
  'is_practice_only',
  'start_date',
  'end_date',
  'key_hold_until',
  'answer_key_release',
  'format',
  'scoring',
  'shuffle_questions',
  'shuffle_options',
] as const;

export async function findExamSimulado(db: DbOrTx, id: string): Promise<ExamSimulado | null> {
  const row = await db
    .selectFrom('simulados')
    .select(EXAM_SIMULADO_COLUMNS)
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
): Promise<{ session: SessionRow | null; hasOfficial: boolean; hasPractice: boolean }> {
  const [session, hasOfficial, hasPractice] = await Promise.all([
    db
      .selectFrom('exam_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('simulado_id', '=', simuladoId)
      .executeTakeFirst(),
    hasResultOfType(db, userId, simuladoId, 'OFFICIAL'),
    hasResultOfType(db, userId, simuladoId, 'PRACTICE'),
  ]);
  return { session: session ?? null, hasOfficial, hasPractice };
}

export async function findSession(db: DbOrTx, id: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('exam_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export type NewSession = { userId: string; simuladoId: string; startedAt: Date; expiresAt: Date };

/**
 * Opens the official sessions of starts that arrived together in one statement (the start
 * burst of an exam day), each unless its user already has one for that simulado: the unique
 * (user_id, simulado_id) decides, so concurrent starts make one row. Answers per input, in
 * order: its row, or null when a session already existed — also for the second of two
 * inputs naming the same pair, which lost the race to the first.
 */
export async function insertSessions(
  db: DbOrTx,
  values: NewSession[],
): Promise<Array<SessionRow | null>> {
  const rows = await db
    .insertInto('exam_sessions')
    .values(
      values.map((v) => ({
        user_id: v.userId,
        simulado_id: v.simuladoId,
        status: 'IN_PROGRESS' as const,
        started_at: v.startedAt,
        expires_at: v.expiresAt,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'simulado_id']).doNothing())
    .returningAll()
    .execute();
  const byPair = new Map(rows.map((row) => [`${row.user_id}:${row.simulado_id}`, row]));
  return values.map((v) => {
    const key = `${v.userId}:${v.simuladoId}`;
    const row = byPair.get(key) ?? null;
    byPair.delete(key);
    return row;
  });
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
  /** The option stored for the save's question after its batch (a newer save may win). */
  stored_option: Option | null;
  /** False when the simulado's format does not take the save's letter (nothing stored). */
  option_ok: boolean;
  format: SimuladoFormat;
};

export type AnswerSave = {
  sessionId: string;
  userId: string;
  questionId: string;
  selectedOption: Option | null;
  clientSeq: number;
};

/**
 * THE hot path: a batch of saves in one call of the `save_session_answers` function (see
 * its migration for the locking and ordering rules). Answers one entry per save, in the
 * saves' order; null where the session is not that user's.
 */
export async function saveSessionAnswers(
  db: DbOrTx,
  saves: readonly AnswerSave[],
  now: Date,
  /** Sessions whose expires_at is before this instant no longer take saves. */
  acceptAfter: Date,
): Promise<Array<SavedAnswerRow | null>> {
  const payload = saves.map((save, ord) => ({
    ord,
    sessionId: save.sessionId,
    userId: save.userId,
    questionId: save.questionId,
    option: save.selectedOption,
    seq: save.clientSeq,
  }));
  const { rows } = await sql<SavedAnswerRow & { ord: number }>`
    select * from save_session_answers(
      ${JSON.stringify(payload)}::jsonb, ${now}::timestamptz, ${acceptAfter}::timestamptz
    )
  `.execute(db);
  const byOrd = new Map(rows.map(({ ord, ...row }) => [ord, row]));
  return saves.map((_, ord) => byOrd.get(ord) ?? null);
}

/**
 * Open sessions whose save grace ended before `cutoff`, oldest first: every user's (the
 * sweep, in batches of `limit`) or one user's (finalise-on-access of their results).
 */
export async function listExpiredSessionIds(
  db: DbOrTx,
  cutoff: Date,
  options: { limit?: number; userId?: string } = {},
): Promise<string[]> {
  let query = db
    .selectFrom('exam_sessions')
    .select('id')
    .where('status', '=', 'IN_PROGRESS')
    .where('expires_at', '<', cutoff)
    .orderBy('expires_at', 'asc');
  if (options.userId) query = query.where('user_id', '=', options.userId);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => row.id);
}
