import { sql, type Selectable } from 'kysely';
import type { Option, ScoringRule } from '@gabaritei/shared';
import type { AttemptType, DbOrTx, ResultsTable } from '../db/database';
import type { GradedAnswer, KeyQuestion } from './grading';

/** A result as the exam reads it; graded_seq is the reports' version, none of its business. */
export type ResultRow = Omit<Selectable<ResultsTable>, 'graded_seq'>;
export type ResultAnswerRow = {
  question_id: string;
  selected_option: Option | null;
  correct_option: Option;
  is_correct: boolean;
  explanation: string | null;
  annulled_at: Date | null;
  annulled_reason: string | null;
  key_changed_reason: string | null;
};

/**
 * The answer key of a simulado in position order, with the weights and annulments, and
 * the simulado's scoring rule: grading only, never presented as is.
 */
export async function listAnswerKey(
  db: DbOrTx,
  simuladoId: string,
): Promise<{ rule: ScoringRule; key: KeyQuestion[] }> {
  const [simulado, rows] = await Promise.all([
    db
      .selectFrom('simulados')
      .select('scoring')
      .where('id', '=', simuladoId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('questions')
      .select(['id', 'correct_option', 'weight', 'annulled_at'])
      .where('simulado_id', '=', simuladoId)
      .orderBy('position', 'asc')
      .execute(),
  ]);
  const key = rows.map((row) => ({
    id: row.id,
    correct_option: row.correct_option,
    weight: Number(row.weight),
    annulled: row.annulled_at !== null,
  }));
  return { rule: simulado.scoring, key };
}

/**
 * Writes a graded attempt: the result row and one result_answers row per question, in
 * one statement (one round trip, and no 60-row INSERT for Kysely to build on every submit of a burst).
 */
export async function insertResult(
  db: DbOrTx,
  values: {
    userId: string;
    simuladoId: string;
    examSessionId: string | null;
    attemptType: AttemptType;
    score: number;
    correctCount: number;
    totalQuestions: number;
    durationSeconds: number;
    completedAt: Date;
    answers: readonly GradedAnswer[];
  },
): Promise<ResultRow> {
  const answers = JSON.stringify(
    values.answers.map((answer) => ({
      question_id: answer.questionId,
      selected_option: answer.selectedOption,
      is_correct: answer.isCorrect,
    })),
  );
  const { rows } = await sql<ResultRow>`
    with r as (
      insert into results (user_id, simulado_id, exam_session_id, attempt_type, score,
        correct_count, total_questions, duration_seconds, completed_at)
      values (${values.userId}, ${values.simuladoId}, ${values.examSessionId},
        ${values.attemptType}, ${values.score}, ${values.correctCount},
        ${values.totalQuestions}, ${values.durationSeconds}, ${values.completedAt})
      returning *
    ), a as (
      insert into result_answers (result_id, question_id, selected_option, is_correct)
      select r.id, x.question_id, x.selected_option, x.is_correct
      from r, jsonb_to_recordset(${answers}::jsonb)
        as x(question_id uuid, selected_option text, is_correct boolean)
    )
    select * from r
  `.execute(db);
  return rows[0]!;
}

export async function findResultBySession(
  db: DbOrTx,
  sessionId: string,
): Promise<ResultRow | null> {
  const row = await db
    .selectFrom('results')
    .selectAll()
    .where('exam_session_id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findOfficialResult(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
): Promise<ResultRow | null> {
  const row = await db
    .selectFrom('results')
    .selectAll()
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', 'OFFICIAL')
    .executeTakeFirst();
  return row ?? null;
}

/** A result's answers with the key, in question order. */
export async function listResultAnswers(db: DbOrTx, resultId: string): Promise<ResultAnswerRow[]> {
  return db
    .selectFrom('result_answers')
    .innerJoin('questions', 'questions.id', 'result_answers.question_id')
    .select([
      'result_answers.question_id',
      'result_answers.selected_option',
      'questions.correct_option',
      'result_answers.is_correct',
      'questions.explanation',
      'questions.annulled_at',
      'questions.annulled_reason',
      'questions.key_changed_reason',
    ])
    .where('result_answers.result_id', '=', resultId)
    .orderBy('questions.position', 'asc')
    .execute();
}

/**
 * The official field of a simulado as seen from one score and time: how many official
 * results there are and how many rank strictly ahead (higher score, or the same score in
 * less time). Practice results never count.
 */
export async function countOfficialStanding(
  db: DbOrTx,
  simuladoId: string,
  score: number,
  durationSeconds: number,
): Promise<{ participants: number; ahead: number }> {
  const { rows } = await sql<{ participants: number | string; ahead: number | string }>`
    select count(*) as participants,
           count(*) filter (
             where score > ${score}::double precision
                or (score = ${score}::double precision
                    and duration_seconds < ${durationSeconds}::int)
           ) as ahead
    from results
    where simulado_id = ${simuladoId}::uuid and attempt_type = 'OFFICIAL'
  `.execute(db);
  const row = rows[0];
  return { participants: Number(row?.participants ?? 0), ahead: Number(row?.ahead ?? 0) };
}

/**
 * A user's practice results of a simulado completed since `since`, and the oldest of
 * them (when the window frees a slot): the practice limit counts what is stored.
 */
export async function countPracticeSince(
  db: DbOrTx,
  userId: string,
  simuladoId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('results')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.min<Date | null>('completed_at').as('oldest'),
    ])
    .where('user_id', '=', userId)
    .where('simulado_id', '=', simuladoId)
    .where('attempt_type', '=', 'PRACTICE')
    .where('completed_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}
